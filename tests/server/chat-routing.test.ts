// Presence, routing to the assigned agent, e-mail about unattended messages, and answers that carry
// only their documented fields.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { createUser, loginToken } from './helpers/auth';
import type { ChatClient } from './helpers/chat-client';
import { agentSocket, call, createChatApp, visitorSocket, type ChatTestApp } from './helpers/chat-setup';

let t: ChatTestApp;
let adminId: number;
beforeAll(async () => {
  t = await createChatApp();
  adminId = (await call(t.app, t.adminToken, 'GET', 'auth/info')).json<{ id: number }>().id;
});
afterAll(() => t.close());

/** Everything sent to `client` before now has arrived (frames of one socket keep their order). */
async function settle(client: ChatClient): Promise<void> {
  client.send({ type: 'ping' });
  await client.next('pong');
}

/** The first presence frame about `visitorId` that says it left (other visitors come and go
 * meanwhile; on PostgreSQL the news of its arrival travels the bus and can reach a socket opened
 * after it, so an `online: true` about it may come first). */
async function visitorLeft(agent: ChatClient, visitorId: number) {
  for (;;) {
    const frame = await agent.next('presence');
    if (frame.visitorId === visitorId && frame.online === false) return frame;
  }
}

const mailsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map((row) => row.body);

// First: no agent has a socket open yet.
describe('presence', () => {
  it('tells visitors whether an agent is connected and agents whether a visitor is', async () => {
    const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
    expect((await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey })).json()).toMatchObject({
      agentsOnline: false,
    });
    const visitor = await visitorSocket(t);
    // visitorSocket took the hello; a second visitor shows the flag in its own.
    const agent = await agentSocket(t, t.adminToken);
    expect(await visitor.client.next('presence')).toEqual({ type: 'presence', kind: 'agents', online: true });
    const later = await visitorSocket(t);
    await settle(later.client);

    const conversations = (await call(t.app, t.adminToken, 'GET', 'imchat/service/index')).json<{
      rows: { id: number; visitorOnline: boolean }[];
    }>().rows;
    expect(conversations.find((row) => row.id === visitor.conversationId)).toMatchObject({ visitorOnline: true });
    await call(t.app, t.adminToken, 'POST', 'im/config/saveService', { userId: adminId, nickName: 'Desk', email: '' });
    expect((await call(t.app, t.adminToken, 'GET', 'im/config/service')).json<{ rows: unknown[] }>().rows).toEqual([
      expect.objectContaining({ userId: adminId, online: true }),
    ]);

    const visitorId = (await call(t.app, t.adminToken, 'GET', `imchat/service/${visitor.conversationId}`)).json<{
      visitorId: number;
    }>().visitorId;
    visitor.client.socket.close();
    expect(await visitorLeft(agent, visitorId)).toEqual({
      type: 'presence',
      kind: 'visitor',
      visitorId,
      online: false,
    });

    agent.socket.close();
    expect(await later.client.next('presence')).toEqual({ type: 'presence', kind: 'agents', online: false });
    expect(
      (await call(t.app, t.adminToken, 'GET', 'im/config/service')).json<{ rows: { online: boolean }[] }>().rows[0]!
        .online,
    ).toBe(false);
    later.client.socket.close();
  });
});

describe('e-mail about unattended messages', () => {
  it('mails the notice address and the agents with e-mail on, once per unread burst, only while no agent is there', async () => {
    await call(t.app, t.adminToken, 'POST', 'im/config/email', { notifyEmail: 'desk@example.com', emailEnabled: true });
    await call(t.app, t.adminToken, 'POST', 'im/config/saveService', {
      userId: adminId,
      nickName: 'Desk',
      email: 'admin-desk@example.com',
    });
    const [agentRow] = (await call(t.app, t.adminToken, 'GET', 'im/config/service')).json<{ rows: { id: number }[] }>()
      .rows;
    await call(t.app, t.adminToken, 'POST', 'im/config/setEmailStatus', { id: agentRow!.id, emailStatus: true });

    const visitor = await visitorSocket(t);
    for (const n of [1, 2]) {
      visitor.client.send({ type: 'message', clientId: `mail-${n}`, text: `offline ${n}` });
      await visitor.client.next('ack');
    }
    // The notice address and the agent are mailed one after the other: wait for both.
    await expect.poll(() => mailsTo('desk@example.com')).toEqual([expect.stringContaining('offline 1')]);
    await expect.poll(() => mailsTo('admin-desk@example.com')).toEqual([expect.stringContaining('offline 1')]);

    // With an agent connected, nothing is mailed.
    const agent = await agentSocket(t, t.adminToken);
    agent.send({ type: 'read', conversationId: visitor.conversationId });
    await visitor.client.next('read');
    visitor.client.send({ type: 'message', clientId: 'mail-3', text: 'online 3' });
    await agent.next('message');
    await settle(agent);
    expect(await mailsTo('desk@example.com')).toHaveLength(1);
    agent.socket.close();
    visitor.client.socket.close();
  });
});

describe('routing', () => {
  it('sends an assigned conversation to its agent only', async () => {
    await createUser(t.db, { username: 'second1', password: 'second-pass' });
    const secondToken = await loginToken(t.app, t.db, 'second1', 'second-pass');
    const first = await agentSocket(t, t.adminToken);
    const second = await agentSocket(t, secondToken);
    const visitor = await visitorSocket(t);
    const id = visitor.conversationId;

    // Nobody has it yet: every agent hears the visitor.
    visitor.client.send({ type: 'message', clientId: 'r-1', text: 'anyone?' });
    expect((await first.next('message')).message).toMatchObject({ text: 'anyone?' });
    expect((await second.next('message')).message).toMatchObject({ text: 'anyone?' });

    // The first answer takes it; the other agent is told and hears no more of it.
    first.send({ type: 'message', clientId: 'r-2', conversationId: id, text: 'me' });
    await first.next('ack');
    expect((await first.next('message')).message).toMatchObject({ text: 'me' });
    expect(await second.next('assigned')).toEqual({ type: 'assigned', conversationId: id, agentId: adminId });
    visitor.client.send({ type: 'message', clientId: 'r-3', text: 'thanks' });
    visitor.client.send({ type: 'typing' });
    expect((await first.next('message', 5000)).message).toMatchObject({ text: 'thanks' });
    await first.next('typing');
    await settle(second);
    expect(second.pending().filter((frame) => frame.type === 'message' || frame.type === 'typing')).toEqual([]);

    second.send({ type: 'message', clientId: 'r-4', conversationId: id, text: 'mine too' });
    expect(await second.next('error')).toMatchObject({ code: 'not_found', clientId: 'r-4' });
    second.send({ type: 'resume', conversationId: id, afterSeq: 0 });
    expect(await second.next('error')).toMatchObject({ code: 'not_found' });
    const listed = async (token: string) =>
      (await call(t.app, token, 'GET', 'imchat/service/index'))
        .json<{ rows: { id: number }[] }>()
        .rows.map((row) => row.id);
    expect(await listed(t.adminToken)).toContain(id);
    expect(await listed(secondToken)).not.toContain(id);
    expect((await call(t.app, secondToken, 'GET', `imchat/service/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, secondToken, 'POST', 'imchat/service/history', { conversationId: id })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, secondToken, 'PUT', `imchat/service/${id}/close`)).statusCode).toBe(404);
    first.socket.close();
    second.socket.close();
    visitor.client.socket.close();
  });
});

describe('answers', () => {
  it('carry exactly their documented fields', async () => {
    const visitor = await visitorSocket(t);
    const keys = (value: object) => Object.keys(value).sort();
    expect(keys((await call(t.app, t.adminToken, 'GET', `imchat/service/${visitor.conversationId}`)).json())).toEqual([
      'agentId',
      'agentName',
      'agentUnread',
      'createdAt',
      'id',
      'lastSeq',
      'status',
      'updatedAt',
      'visitorId',
      'visitorName',
      'visitorOnline',
      'visitorUnread',
    ]);
    expect(keys((await call(t.app, t.adminToken, 'GET', 'imchat/service/connection')).json())).toEqual([
      'ip',
      'path',
      'port',
      'tenantId',
      'ticket',
      'ticketTtlMs',
      'userName',
    ]);
    expect(
      keys((await call(t.app, t.adminToken, 'GET', 'im/config/service')).json<{ rows: object[] }>().rows[0]!),
    ).toEqual(['email', 'emailStatus', 'id', 'nickName', 'online', 'userId', 'userName']);
    expect(
      (await call(t.app, t.adminToken, 'POST', 'im/config/setEmailStatus', { id: 1, emailStatus: false })).json(),
    ).toEqual({});
    visitor.client.socket.close();
  });
});
