// A message the server refuses because the visitor sent too many (`rate_limited`) is not lost in
// silence: the widget holds the server's own words until a later message goes through.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVisitorChat } from '../../../src/features/chat/use-visitor-chat';
import { server } from '../support/msw-server';
import { FakeWebSocket, lastSocket } from './fake-websocket';

const SESSION = {
  visitorId: 1,
  visitorToken: 'b'.repeat(64),
  tenantId: 1,
  conversationId: 7,
  path: '/websocket',
  ticket: 'a'.repeat(64),
  ticketTtlMs: 30_000,
  title: '',
  welcome: '',
  offlineMessage: '',
  agentsOnline: false,
};
const REFUSED = '操作过于频繁，请 8 秒后再试';

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  server.use(http.post('/prod-api/imchat/visitor/session', () => HttpResponse.json(SESSION)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the visitor widget', () => {
  it('shows why a message was refused, until one is acknowledged', async () => {
    const { result, unmount } = renderHook(() => useVisitorChat('site-key', 'zh_CN'));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => lastSocket().serverOpen());
    act(() => result.current.send({ text: 'hello' }));
    const { clientId } = lastSocket().sent.at(-1) as { clientId: string };
    act(() => lastSocket().serverSend({ type: 'error', code: 'rate_limited', message: REFUSED, clientId }));
    expect(result.current.refusal).toBe(REFUSED);

    const message = {
      id: 1,
      conversationId: 7,
      seq: 1,
      sender: 'visitor',
      senderUserId: null,
      clientId,
      text: 'hello',
      imageUrl: '',
      createdAt: new Date().toISOString(),
    };
    act(() => lastSocket().serverSend({ type: 'ack', clientId, message }));
    expect(result.current.refusal).toBeUndefined();
    unmount();
  });

  it('does not show other errors as a refusal', async () => {
    const { result, unmount } = renderHook(() => useVisitorChat('site-key', 'zh_CN'));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => lastSocket().serverOpen());
    act(() => lastSocket().serverSend({ type: 'error', code: 'invalid', message: 'text 的长度不能超过 1000' }));
    expect(result.current.refusal).toBeUndefined();
    unmount();
  });
});
