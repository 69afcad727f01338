// Logging out ends the chat too: the sockets opened through that login session are closed (an
// application close code, so the client does not reconnect), other sessions of the same user keep
// theirs, and a ticket fetched before the logout opens nothing afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../server/chat/hub';
import { ADMIN_PASSWORD } from './helpers/app';
import { loginToken } from './helpers/auth';
import { connect } from './helpers/chat-client';
import { agentSocket, call, createChatApp, type ChatTestApp } from './helpers/chat-setup';

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatApp({ sessionCheckMs: 200 });
});
afterAll(() => t.close());

describe('logout', () => {
  it("closes the session's agent sockets only", async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    const mine = await agentSocket(t, token);
    const otherSession = await agentSocket(t, t.adminToken);
    const spare = (await call(t.app, token, 'GET', 'imchat/service/connection')).json<{ ticket: string }>().ticket;

    expect((await call(t.app, token, 'DELETE', 'auth/logout')).statusCode).toBe(200);
    expect((await mine.closed).code).toBe(SESSION_ENDED);
    await expect(connect(`${t.wsBase}/websocket?ticket=${spare}`)).rejects.toThrow('HTTP 401');

    otherSession.send({ type: 'ping' });
    await otherSession.next('pong');
    otherSession.socket.close();
  });

  it('closes the sockets of sessions ended another way (password change or reset revoke them all)', async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    const socket = await agentSocket(t, token);
    const { id } = (await call(t.app, token, 'GET', 'auth/info')).json<{ id: number }>();
    // What services/own-password.ts and password-reset.ts do to end every login of the user.
    await t.app.repos.sessions.revokeAllOfUser(id);
    expect((await socket.closed).code).toBe(SESSION_ENDED);
  });
});
