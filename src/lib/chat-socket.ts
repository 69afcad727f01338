// One chat websocket (spec §4): a fresh ticket per connect, a ping every 3000 ms, reconnects on
// close code 1006 at most 3 times in a row, and messages resent until acknowledged. Used by the
// agent's store and by the visitor widget; what a frame means is up to them. Reconnects wait
// about 1, 3 and 9 s: a server restarting on the same port (which drops its sockets: 1006) took up
// to 12 s to listen again on a loaded machine, and the spec limits the attempts, not the waits. A
// ticket refused meanwhile counts as one of the attempts.
import type { ClientFrame, OutgoingMessage, ServerFrame } from './chat-protocol';

export const HEARTBEAT_MS = 3000;
export const MAX_RECONNECTS = 3;
/**
 * The wait before each reconnect of a run, each stretched by up to RECONNECT_JITTER at random so
 * the clients of a restarted server do not all come back in the same instant.
 */
export const RECONNECT_DELAYS_MS = [1000, 3000, 9000] as const;
export const RECONNECT_JITTER = 0.5;
/**
 * The waits before sending again a message the server could not store (an error frame naming its
 * clientId), each stretched by up to half at random so a crowd of clients does not come back at once.
 */
export const RESEND_DELAYS_MS = [500, 1500, 4000] as const;
/** Closed without a close frame: the server dropped the socket or the network went away. */
export const ABNORMAL_CLOSURE = 1006;

export type SocketState = 'connecting' | 'open' | 'closed';

/**
 * Where a socket opens (spec §4: the address is built from ip, port, tenantId and userName, as the
 * connection info gives them; a visitor's has only the ticket and uses the page's host) and the
 * single-use ticket, the one credential, that opens it.
 */
export interface SocketAddress {
  ticket: string;
  ip?: string;
  port?: number;
  tenantId?: number;
  userName?: string;
}

export interface ChatSocketOptions {
  /** A new address with its single-use ticket; called for the first connect and every reconnect. */
  address: () => Promise<SocketAddress>;
  onFrame: (frame: ServerFrame) => void;
  onState?: (state: SocketState) => void;
  /** After every successful open; `reconnected` is true after a 1006 reconnect (send resume then). */
  onOpen?: (reconnected: boolean) => void;
  language?: string;
}

export interface ChatSocket {
  send(frame: ClientFrame): void;
  close(): void;
}

export const websocketSupported = (): boolean => typeof window.WebSocket === 'function';

/** ws(s)://<ip>:<port>/websocket?tenantId=&userName=&ticket= (wss on an https page). */
export function socketUrl(
  address: SocketAddress,
  language: string | undefined,
  location: Location = window.location,
): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const { ip, port, tenantId, userName, ticket } = address;
  const hostName = ip?.includes(':') ? `[${ip}]` : ip;
  const host = hostName ? (port === undefined ? hostName : `${hostName}:${port}`) : location.host;
  const query = new URLSearchParams({
    ...(tenantId === undefined ? {} : { tenantId: String(tenantId) }),
    ...(userName === undefined ? {} : { userName }),
    ticket,
    ...(language ? { language } : {}),
  });
  return `${protocol}//${host}/websocket?${query}`;
}

export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnects = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Sent but not acknowledged: resent after a reconnect, under the same clientId.
  const unacknowledged = new Map<string, OutgoingMessage>();
  // Messages the server failed to store (a busy database): sent again after a pause, a few times.
  const failures = new Map<string, number>();
  const resends = new Set<ReturnType<typeof setTimeout>>();

  const setState = (state: SocketState) => options.onState?.(state);
  const stopHeartbeat = () => clearInterval(heartbeat);
  const write = (frame: ClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  /** The server could not store a message: sends it again later (the same clientId is stored once). */
  function resendLater(clientId: string): void {
    const failed = failures.get(clientId) ?? 0;
    const message = unacknowledged.get(clientId);
    if (!message || failed >= RESEND_DELAYS_MS.length) return;
    failures.set(clientId, failed + 1);
    const timer = setTimeout(
      () => {
        resends.delete(timer);
        if (unacknowledged.has(clientId)) write(message);
      },
      RESEND_DELAYS_MS[failed]! * (1 + Math.random() / 2),
    );
    resends.add(timer);
  }

  /** Schedules the next reconnect of the run; false once the run has used its attempts. */
  function reconnectLater(): boolean {
    if (stopped || reconnects >= MAX_RECONNECTS) return false;
    setState('connecting');
    retry = setTimeout(
      () => void connect(true),
      RECONNECT_DELAYS_MS[reconnects]! * (1 + Math.random() * RECONNECT_JITTER),
    );
    reconnects += 1;
    return true;
  }

  async function connect(reconnecting: boolean): Promise<void> {
    setState('connecting');
    let address: SocketAddress;
    try {
      address = await options.address();
    } catch {
      if (!(reconnecting && reconnectLater())) setState('closed');
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(socketUrl(address, options.language));
    socket = ws;
    ws.onopen = () => {
      reconnects = 0;
      setState('open');
      heartbeat = setInterval(() => write({ type: 'ping' }), HEARTBEAT_MS);
      unacknowledged.forEach(write);
      options.onOpen?.(reconnecting);
    };
    ws.onmessage = (event: MessageEvent) => {
      const frame = JSON.parse(String(event.data)) as ServerFrame;
      if (frame.type === 'ack') {
        unacknowledged.delete(frame.clientId);
        failures.delete(frame.clientId);
      }
      if (frame.type === 'error' && frame.code === 'server_error' && frame.clientId) resendLater(frame.clientId);
      options.onFrame(frame);
    };
    // Spec §4: the heartbeat stops on error (a close follows and decides about reconnecting).
    ws.onerror = stopHeartbeat;
    ws.onclose = (event: CloseEvent) => {
      stopHeartbeat();
      if (socket !== ws) return;
      socket = null;
      if (!(event.code === ABNORMAL_CLOSURE && reconnectLater())) setState('closed');
    };
  }

  void connect(false);
  return {
    send(frame) {
      if (frame.type === 'message') unacknowledged.set(frame.clientId, frame);
      write(frame);
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      resends.forEach(clearTimeout);
      stopHeartbeat();
      socket?.close();
      socket = null;
      setState('closed');
    },
  };
}
