// The socket client's rules (spec §4, §9): ws/wss by the page, a fresh ticket per connect, a ping
// every 3000 ms that stops on error, at most 3 reconnects on 1006 (after about 1, 3, 9 s, with
// jitter), unacknowledged messages resent. Math.random is 0 (no jitter) unless a test says otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openChatSocket,
  RECONNECT_DELAYS_MS,
  RECONNECT_JITTER,
  RESEND_DELAYS_MS,
  socketUrl,
  type SocketState,
} from '../../../src/lib/chat-socket';
import { FakeWebSocket, lastSocket } from './fake-websocket';

const flush = () => vi.advanceTimersByTimeAsync(0);
/** Past the longest wait before a reconnect. */
const waitForReconnect = () => vi.advanceTimersByTimeAsync(Math.max(...RECONNECT_DELAYS_MS));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function start(ticketAvailable: () => boolean = () => true) {
  let issued = 0;
  const states: SocketState[] = [];
  const frames: unknown[] = [];
  const opens: boolean[] = [];
  const socket = openChatSocket({
    address: async () => {
      if (!ticketAvailable()) throw new Error('server down');
      return { ticket: `ticket-${++issued}` };
    },
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
    onOpen: (reconnected) => opens.push(reconnected),
    language: 'en',
  });
  return { socket, states, frames, opens, issued: () => issued };
}

describe('socketUrl', () => {
  it('builds the address from ip, port, tenantId and userName, with wss on https pages', () => {
    const agent = { ip: 'shop.example', port: 8443, tenantId: 1, userName: 'admin', ticket: 'abc' };
    expect(socketUrl(agent, 'en', { protocol: 'https:', host: 'ignored:1' } as Location)).toBe(
      'wss://shop.example:8443/websocket?tenantId=1&userName=admin&ticket=abc&language=en',
    );
    expect(socketUrl({ ...agent, ip: '::1', port: 8080 }, undefined, { protocol: 'http:' } as Location)).toBe(
      'ws://[::1]:8080/websocket?tenantId=1&userName=admin&ticket=abc',
    );
  });

  it("uses the page's host for a visitor's address, which has only the ticket", () => {
    expect(socketUrl({ ticket: 'abc' }, undefined, { protocol: 'http:', host: 'localhost:5173' } as Location)).toBe(
      'ws://localhost:5173/websocket?ticket=abc',
    );
  });
});

describe('openChatSocket', () => {
  it('pings every 3000 ms once open and stops on error', async () => {
    const { states } = start();
    await flush();
    lastSocket().serverOpen();
    expect(states).toEqual(['connecting', 'open']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(lastSocket().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(lastSocket().sent).toEqual([{ type: 'ping' }]);
    lastSocket().onerror?.();
    await vi.advanceTimersByTimeAsync(9000);
    expect(lastSocket().sent).toHaveLength(1);
  });

  it('reconnects on 1006 with a fresh ticket, at most 3 times in a row', async () => {
    const { states, issued, opens } = start();
    await flush();
    lastSocket().serverOpen();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      lastSocket().serverClose(1006);
      // Not at once: after the attempt's wait (1, 3, 9 s).
      await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[attempt - 1]! - 1);
      expect(FakeWebSocket.instances).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(lastSocket().url).toContain(`ticket=ticket-${attempt + 1}`);
    }
    lastSocket().serverClose(1006);
    await waitForReconnect();
    expect(issued()).toBe(4);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(states.at(-1)).toBe('closed');
    expect(opens).toEqual([false]);
  });

  it('stretches each wait by up to half at random, so restarted clients do not come back together', async () => {
    vi.mocked(Math.random).mockReturnValue(0.999);
    start();
    await flush();
    lastSocket().serverOpen();
    lastSocket().serverClose(1006);
    const stretched = RECONNECT_DELAYS_MS[0] * (1 + 0.999 * RECONNECT_JITTER);
    await vi.advanceTimersByTimeAsync(stretched - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('counts again after a reconnect succeeds, and tells it was a reconnect', async () => {
    const { opens } = start();
    await flush();
    lastSocket().serverOpen();
    lastSocket().serverClose(1006);
    await waitForReconnect();
    lastSocket().serverOpen();
    expect(opens).toEqual([false, true]);
  });

  it('keeps trying while a restarting server refuses tickets, and comes back when it is up', async () => {
    let up = true;
    const { states, opens } = start(() => up);
    await flush();
    lastSocket().serverOpen();
    up = false;
    lastSocket().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0] + RECONNECT_DELAYS_MS[1]);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(states.at(-1)).toBe('connecting');
    up = true;
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[2]);
    lastSocket().serverOpen();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(opens).toEqual([false, true]);
  });

  it('gives up when the tickets stay refused for the whole run', async () => {
    let up = true;
    const { states } = start(() => up);
    await flush();
    lastSocket().serverOpen();
    up = false;
    lastSocket().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.reduce((sum, delay) => sum + delay, 0));
    expect(states.at(-1)).toBe('closed');
    up = true;
    await waitForReconnect();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('does not reconnect on a normal close, a logout (4001) or after close()', async () => {
    const first = start();
    await flush();
    lastSocket().serverClose(1000);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(first.states.at(-1)).toBe('closed');

    const loggedOut = start();
    await flush();
    lastSocket().serverOpen();
    lastSocket().serverClose(4001);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(loggedOut.states.at(-1)).toBe('closed');

    const second = start();
    await flush();
    lastSocket().serverOpen();
    second.socket.close();
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('resends unacknowledged messages after a reconnect, not acknowledged ones', async () => {
    const { socket, frames } = start();
    await flush();
    lastSocket().serverOpen();
    socket.send({ type: 'message', clientId: 'a', conversationId: 1, text: 'one' });
    socket.send({ type: 'message', clientId: 'b', conversationId: 1, text: 'two' });
    lastSocket().serverSend({ type: 'ack', clientId: 'a', message: { id: 1 } });
    expect(frames).toEqual([{ type: 'ack', clientId: 'a', message: { id: 1 } }]);
    lastSocket().serverClose(1006);
    await waitForReconnect();
    lastSocket().serverOpen();
    expect(lastSocket().sent).toEqual([{ type: 'message', clientId: 'b', conversationId: 1, text: 'two' }]);
  });

  it('sends a message again, a few times at most, when the server could not store it', async () => {
    const { socket } = start();
    await flush();
    lastSocket().serverOpen();
    const message = { type: 'message', clientId: 'c', conversationId: 1, text: 'busy' } as const;
    socket.send(message);
    const ws = lastSocket();
    // Pings go on meanwhile: only the messages count.
    const messagesSince = (index: number) =>
      ws.sent.slice(index).filter((frame) => (frame as { type: string }).type === 'message');
    for (const delay of RESEND_DELAYS_MS) {
      ws.serverSend({ type: 'error', code: 'server_error', message: 'busy', clientId: 'c' });
      const before = ws.sent.length;
      await vi.advanceTimersByTimeAsync(delay * 1.5);
      expect(messagesSince(before)).toEqual([message]);
    }
    // Out of tries: it waits for the next reconnect, as an unacknowledged message does.
    ws.serverSend({ type: 'error', code: 'server_error', message: 'busy', clientId: 'c' });
    const before = ws.sent.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(messagesSince(before)).toEqual([]);
  });

  it('does not send again a message the server acknowledged, nor on an error about something else', async () => {
    const { socket } = start();
    await flush();
    lastSocket().serverOpen();
    socket.send({ type: 'message', clientId: 'd', conversationId: 1, text: 'stored' });
    const ws = lastSocket();
    ws.serverSend({ type: 'ack', clientId: 'd', message: { id: 9 } });
    ws.serverSend({ type: 'error', code: 'server_error', message: 'late', clientId: 'd' });
    ws.serverSend({ type: 'error', code: 'invalid', message: 'bad', clientId: 'e' });
    const before = ws.sent.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ws.sent.slice(before).filter((frame) => (frame as { type: string }).type === 'message')).toEqual([]);
  });
});
