// The chat socket on a real listening server: handshake checks, heartbeats, bad and oversized
// frames, tenant isolation and no lost or duplicated message across a reconnect.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from './helpers/chat-client';
import {
  addOtherTenant,
  agentSocket,
  call,
  createChatApp,
  visitorSocket,
  type ChatTestApp,
} from './helpers/chat-setup';
import { loginToken } from './helpers/auth';

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatApp({ silenceTimeoutMs: 1500, maxPayload: 4096, allowedOrigins: ['https://shop.example'] });
});
afterAll(() => t.close());

const ticket = async () =>
  (await call(t.app, t.adminToken, 'GET', 'imchat/service/connection')).json<{ ticket: string }>().ticket;

describe('handshake', () => {
  it('gives connection info with a ticket and greets the agent', async () => {
    const info = (await call(t.app, t.adminToken, 'GET', 'imchat/service/connection')).json();
    expect(info).toMatchObject({ ip: 'localhost', port: 80, userName: 'admin', path: '/websocket' });
    const client = await connect(`${t.wsBase}/prod-api/websocket?ticket=${info.ticket}`);
    expect(await client.next('hello')).toMatchObject({
      role: 'agent',
      userName: 'admin',
      tenantId: info.tenantId,
      heartbeatMs: 3000,
    });
    client.socket.close();
  });

  it("opens at the address built from tenantId and userName, and refuses names not the ticket owner's", async () => {
    const info = (await call(t.app, t.adminToken, 'GET', 'imchat/service/connection')).json();
    const at = (tenantId: unknown, userName: string, ticketValue: string) =>
      connect(`${t.wsBase}/websocket?tenantId=${tenantId}&userName=${userName}&ticket=${ticketValue}`);
    (await at(info.tenantId, 'admin', info.ticket)).socket.close();
    await expect(at(info.tenantId + 1, 'admin', await ticket())).rejects.toThrow('HTTP 401');
    await expect(at(info.tenantId, 'operator', await ticket())).rejects.toThrow('HTTP 401');
  });

  it('refuses a missing, malformed or used ticket with 401', async () => {
    await expect(connect(`${t.wsBase}/websocket`)).rejects.toThrow('HTTP 401');
    await expect(connect(`${t.wsBase}/websocket?ticket=nothex`)).rejects.toThrow('HTTP 401');
    const once = await ticket();
    (await connect(`${t.wsBase}/websocket?ticket=${once}`)).socket.close();
    await expect(connect(`${t.wsBase}/websocket?ticket=${once}`)).rejects.toThrow('HTTP 401');
  });

  it('refuses a page of another origin with 403 but accepts its own and listed ones', async () => {
    await expect(connect(`${t.wsBase}/websocket?ticket=${await ticket()}`, 'https://evil.example')).rejects.toThrow(
      'HTTP 403',
    );
    (await connect(`${t.wsBase}/websocket?ticket=${await ticket()}`, 'https://shop.example')).socket.close();
    (await connect(`${t.wsBase}/websocket?ticket=${await ticket()}`, t.wsBase.replace('ws:', 'http:'))).socket.close();
  });

  it('needs a login for the connection info', async () => {
    expect((await call(t.app, null, 'GET', 'imchat/service/connection')).statusCode).toBe(401);
  });
});

describe('frames', () => {
  it('answers ping with pong', async () => {
    const client = await agentSocket(t, t.adminToken);
    client.send({ type: 'ping' });
    await client.next('pong');
    client.socket.close();
  });

  it('keeps a pinging socket and drops a silent one', async () => {
    const pinging = await agentSocket(t, t.adminToken);
    const silent = await agentSocket(t, t.adminToken);
    const timer = setInterval(() => pinging.send({ type: 'ping' }), 400);
    expect((await silent.closed).code).toBe(1006);
    clearInterval(timer);
    expect(pinging.socket.readyState).toBe(pinging.socket.OPEN);
    pinging.socket.close();
  });

  it('answers bad frames with an error frame and stays open', async () => {
    const client = await agentSocket(t, t.adminToken);
    client.send('{not json');
    expect(await client.next('error')).toMatchObject({ code: 'bad_json' });
    client.send({ type: 'shout' });
    expect(await client.next('error')).toMatchObject({ code: 'unknown_type' });
    client.send({ type: 'message', conversationId: 1, text: 'x' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid', message: '缺少必填字段 clientId' });
    client.send({ type: 'message', clientId: 'c1', text: 'x' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid', clientId: 'c1' });
    client.send({ type: 'message', clientId: 'c2', conversationId: 1 });
    expect(await client.next('error')).toMatchObject({ code: 'invalid', clientId: 'c2' });
    client.send({ type: 'ping', extra: true });
    expect(await client.next('error')).toMatchObject({ code: 'invalid' });
    client.send({ type: 'ping' });
    await client.next('pong');
    client.socket.close();
  });

  it('translates error frames into the language of the query', async () => {
    const client = await connect(`${t.wsBase}/websocket?ticket=${await ticket()}&language=en`);
    client.send('{');
    expect(await client.next('error')).toMatchObject({ message: 'The frame is not valid JSON' });
    client.socket.close();
  });

  it('closes the socket with 1009 on an oversized frame', async () => {
    const client = await agentSocket(t, t.adminToken);
    client.send({ type: 'ping', pad: 'x'.repeat(5000) });
    expect((await client.closed).code).toBe(1009);
  });
});

describe('conversations', () => {
  it('delivers both ways, acks with server ids and sequence numbers', async () => {
    const agent = await agentSocket(t, t.adminToken);
    const visitor = await visitorSocket(t);
    visitor.client.send({ type: 'message', clientId: 'v-1', text: 'hello' });
    const ack = await visitor.client.next('ack');
    expect(ack).toMatchObject({
      clientId: 'v-1',
      message: { seq: 1, sender: 'visitor', text: 'hello', conversationId: visitor.conversationId },
    });
    expect((await agent.next('message')).message).toEqual(ack.message);
    // The visitor's own tabs get it too.
    expect((await visitor.client.next('message')).message).toEqual(ack.message);

    agent.send({ type: 'typing', conversationId: visitor.conversationId });
    expect(await visitor.client.next('typing')).toMatchObject({ sender: 'agent' });
    agent.send({ type: 'message', clientId: 'a-1', conversationId: visitor.conversationId, imageUrl: '/files/a.png' });
    expect((await visitor.client.next('message')).message).toMatchObject({
      seq: 2,
      sender: 'agent',
      imageUrl: '/files/a.png',
    });
    agent.socket.close();
    visitor.client.socket.close();
  });

  it('names the clientId of a message it could not store, and stores it once when it comes again', async () => {
    const visitor = await visitorSocket(t);
    // The database refuses once (a busy pool under a burst answers so).
    vi.spyOn(t.app.chat.repos.messages, 'append').mockRejectedValueOnce(
      new Error('timeout exceeded when trying to connect'),
    );
    visitor.client.send({ type: 'message', clientId: 'v-busy', text: 'again' });
    expect(await visitor.client.next('error')).toMatchObject({ code: 'server_error', clientId: 'v-busy' });
    visitor.client.send({ type: 'message', clientId: 'v-busy', text: 'again' });
    expect(await visitor.client.next('ack')).toMatchObject({ clientId: 'v-busy', message: { text: 'again' } });
    visitor.client.socket.close();
  });

  it('loses and duplicates nothing across a reconnect', async () => {
    let agent = await agentSocket(t, t.adminToken);
    const visitor = await visitorSocket(t);
    visitor.client.send({ type: 'message', clientId: 'r-1', text: 'one' });
    expect((await agent.next('message')).message).toMatchObject({ seq: 1 });
    await visitor.client.next('ack');
    agent.socket.close();
    await agent.closed;

    visitor.client.send({ type: 'message', clientId: 'r-2', text: 'two' });
    visitor.client.send({ type: 'message', clientId: 'r-3', text: 'three' });
    await visitor.client.next('ack');
    const third = await visitor.client.next('ack');
    visitor.client.socket.close();

    agent = await agentSocket(t, t.adminToken);
    agent.send({ type: 'resume', conversationId: visitor.conversationId, afterSeq: 1 });
    const history = await agent.next('history');
    expect((history.messages as { text: string; seq: number }[]).map((m) => [m.seq, m.text])).toEqual([
      [2, 'two'],
      [3, 'three'],
    ]);

    // The visitor never saw the ack of r-3 (say) and resends it on a new socket: same message back.
    const again = await visitorSocket(t, visitor.visitorToken);
    expect(again.conversationId).toBe(visitor.conversationId);
    again.client.send({ type: 'message', clientId: 'r-3', text: 'three' });
    expect(await again.client.next('ack')).toEqual(third);
    again.client.send({ type: 'resume', afterSeq: 0 });
    expect(((await again.client.next('history')).messages as unknown[]).length).toBe(3);
    // Nothing was re-broadcast for the resend.
    again.client.send({ type: 'ping' });
    await again.client.next('pong');
    expect(agent.pending().filter((frame) => frame.type === 'message')).toEqual([]);
    agent.socket.close();
    again.client.socket.close();
  });

  it('keeps an agent of another tenant out', async () => {
    const otherToken = await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass-1'), 'other-pass-1');
    const other = await agentSocket(t, otherToken);
    const own = await agentSocket(t, t.adminToken);
    const visitor = await visitorSocket(t);
    visitor.client.send({ type: 'message', clientId: 'x-1', text: 'private' });
    await own.next('message');

    other.send({ type: 'message', clientId: 'o-1', conversationId: visitor.conversationId, text: 'intrude' });
    expect(await other.next('error')).toMatchObject({ code: 'not_found', clientId: 'o-1' });
    other.send({ type: 'resume', conversationId: visitor.conversationId, afterSeq: 0 });
    expect(await other.next('error')).toMatchObject({ code: 'not_found' });
    expect(other.pending().filter((frame) => frame.type === 'message')).toEqual([]);
    expect((await call(t.app, otherToken, 'GET', `imchat/service/${visitor.conversationId}`)).statusCode).toBe(404);
    expect((await call(t.app, otherToken, 'GET', 'imchat/service/index')).json()).toEqual({ rows: [] });
    for (const client of [other, own, visitor.client]) client.socket.close();
  });
});
