// Logging out is going offline (spec §4): the agent's chat socket closes before the token is
// revoked, the chatOnlie cookie goes, and a socket the server then ends is not reopened.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../../../src/lib/navigation';
import { logout } from '../../../src/stores/account';
import { chatStore, hasOnlineCookie } from '../../../src/stores/chat';
import { setServiceOnline } from '../../../src/stores/chat-socket';
import { server } from '../support/msw-server';
import { FakeWebSocket, lastSocket } from './fake-websocket';

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  setServiceOnline(false);
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('closes the chat socket and removes the online cookie before revoking the token', async () => {
    const reload = vi.spyOn(navigation, 'reloadAt').mockImplementation(() => undefined);
    let socketAtLogout: number | undefined;
    server.use(
      http.get('/prod-api/imchat/service/connection', () =>
        HttpResponse.json({ ip: 'localhost', port: 80, tenantId: 1, userName: 'admin', ticket: 'a'.repeat(64) }),
      ),
      http.delete('/prod-api/auth/logout', () => {
        socketAtLogout = lastSocket().readyState;
        return HttpResponse.json({});
      }),
    );
    setServiceOnline(true);
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    lastSocket().serverOpen();
    expect(chatStore.socket).toBe('open');
    expect(hasOnlineCookie()).toBe(true);

    await logout();
    expect(socketAtLogout).toBe(FakeWebSocket.CLOSED);
    expect(chatStore.socket).toBe('closed');
    expect(hasOnlineCookie()).toBe(false);
    expect(chatStore.online).toBe(false);
    expect(reload).toHaveBeenCalledWith('/login');
    // Nothing reopens it.
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
