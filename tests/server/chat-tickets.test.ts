// Socket tickets on either store (rows on PostgreSQL, memory on PGlite): single use, a limited
// lifetime, and the owner checked again when the ticket is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './helpers/chat-client';
import { call, createChatApp, type ChatTestApp } from './helpers/chat-setup';

const TTL_MS = 300;

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatApp({ ticketTtlMs: TTL_MS });
});
afterAll(() => t.close());

const agentTicket = async () =>
  (await call(t.app, t.adminToken, 'GET', 'imchat/service/connection')).json<{ ticket: string }>().ticket;
const visitorTicket = async () => {
  const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
  return (await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey })).json<{ ticket: string }>().ticket;
};

describe('socket tickets', () => {
  it.each([
    ['agent', agentTicket, 'agent'],
    ['visitor', visitorTicket, 'visitor'],
  ] as const)('an %s ticket opens one socket, once', async (_, ticket, role) => {
    const once = await ticket();
    const client = await connect(`${t.wsBase}/websocket?ticket=${once}`);
    expect(await client.next('hello')).toMatchObject({ role });
    client.socket.close();
    await expect(connect(`${t.wsBase}/websocket?ticket=${once}`)).rejects.toThrow('HTTP 401');
  });

  it('refuses a ticket used after its lifetime', async () => {
    const late = await agentTicket();
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 2));
    await expect(connect(`${t.wsBase}/websocket?ticket=${late}`)).rejects.toThrow('HTTP 401');
    // A fresh one still works: the sweep of expired tickets takes only those.
    (await connect(`${t.wsBase}/websocket?ticket=${await agentTicket()}`)).socket.close();
  });
});
