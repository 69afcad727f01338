// The chat's HTTP calls: conversations, history, removal; config per language; agents; the public
// visitor session with its site key and per-IP limit; fan-out between two instances.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { usersRoles } from '../../server/db/schema';
import { createUser, loginToken } from './helpers/auth';
import { testConfig } from './helpers/app';
import { connect } from './helpers/chat-client';
import { agentSocket, call, createChatApp, listen, visitorSocket, type ChatTestApp } from './helpers/chat-setup';

let t: ChatTestApp;
beforeAll(async () => {
  t = await createChatApp({ visitorsPerIp: 4 });
});
afterAll(() => t.close());

describe('conversations over HTTP', () => {
  it('lists, pages history, reads one and deletes it (its sockets are told)', async () => {
    const visitor = await visitorSocket(t);
    for (const n of [1, 2, 3]) {
      visitor.client.send({ type: 'message', clientId: `h-${n}`, text: `m${n}` });
      await visitor.client.next('ack');
    }
    const id = visitor.conversationId;
    const { rows } = (await call(t.app, t.adminToken, 'GET', 'imchat/service/index')).json<{
      rows: { id: number; agentUnread: number }[];
    }>();
    expect(rows.find((row) => row.id === id)).toMatchObject({ agentUnread: 3 });
    const page = (
      await call(t.app, t.adminToken, 'POST', 'imchat/service/history', { conversationId: id, beforeSeq: 3, size: 1 })
    ).json<{ rows: { text: string }[] }>();
    expect(page.rows.map((row) => row.text)).toEqual(['m2']);
    expect(
      (await call(t.app, t.adminToken, 'POST', 'imchat/service/history', { conversationId: id, bogus: 1 })).statusCode,
    ).toBe(400);

    const agent = await agentSocket(t, t.adminToken);
    agent.send({ type: 'read', conversationId: id });
    expect(await visitor.client.next('read')).toMatchObject({ conversationId: id, reader: 'agent' });
    expect((await call(t.app, t.adminToken, 'GET', `imchat/service/${id}`)).json()).toMatchObject({
      id,
      agentUnread: 0,
      status: 'open',
      lastSeq: 3,
    });

    expect((await call(t.app, t.adminToken, 'DELETE', `imchat/service/${id}`)).statusCode).toBe(200);
    expect(await visitor.client.next('closed')).toEqual({ type: 'closed', conversationId: id });
    expect((await call(t.app, t.adminToken, 'GET', `imchat/service/${id}`)).statusCode).toBe(404);
    agent.socket.close();
    visitor.client.socket.close();
  });
});

describe('chat config', () => {
  it('keeps texts per Language header and the e-mail notice per tenant', async () => {
    const en = { language: 'en' };
    expect(
      (
        await call(
          t.app,
          t.adminToken,
          'POST',
          'im/config',
          { title: 'Help', welcome: 'Hi', offlineMessage: 'Later' },
          en,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, t.adminToken, 'POST', 'im/config/email', {
          notifyEmail: 'desk@example.com',
          emailEnabled: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, t.adminToken, 'POST', 'im/config/email', { notifyEmail: '', emailEnabled: true })).statusCode,
    ).toBe(400);
    expect((await call(t.app, t.adminToken, 'GET', 'im/config', undefined, en)).json()).toMatchObject({
      language: 'en',
      title: 'Help',
      notifyEmail: 'desk@example.com',
      emailEnabled: true,
    });
    expect((await call(t.app, t.adminToken, 'GET', 'im/config')).json()).toMatchObject({
      language: 'zh_CN',
      title: '',
      welcome: '',
    });
  });

  it('saves, syncs, flags and removes service agents', async () => {
    const { id: adminId } = (await call(t.app, t.adminToken, 'GET', 'auth/info')).json<{ id: number }>();
    expect(
      (
        await call(t.app, t.adminToken, 'POST', 'im/config/saveService', {
          userId: adminId,
          nickName: 'Desk',
          email: 'a@example.com',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, t.adminToken, 'POST', 'im/config/saveService', { userId: 99999, nickName: 'x', email: '' }))
        .statusCode,
    ).toBe(404);
    await createUser(t.db, { username: 'helper1', password: 'helper-pass', role: 'operator' });
    const synced = (await call(t.app, t.adminToken, 'POST', 'im/config/syncService', {})).json<{
      rows: { id: number; userName: string; nickName: string }[];
    }>();
    expect(synced.rows.map((row) => [row.userName, row.nickName])).toEqual([
      ['admin', 'Desk'],
      ['helper1', 'helper1'],
    ]);
    const helper = synced.rows[1]!;
    expect(
      (await call(t.app, t.adminToken, 'POST', 'im/config/setEmailStatus', { id: helper.id, emailStatus: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, t.adminToken, 'GET', 'im/config/service')).json<{ rows: { emailStatus: boolean }[] }>()
        .rows[1],
    ).toMatchObject({ emailStatus: true });
    expect((await call(t.app, t.adminToken, 'POST', 'im/config/delService', { ids: [helper.id] })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, t.adminToken, 'GET', 'im/config/service')).json<{ rows: unknown[] }>().rows).toHaveLength(
      1,
    );
  });

  it('needs the chat permissions', async () => {
    const operator = await loginToken(t.app, t.db, 'helper1', 'helper-pass');
    expect((await call(t.app, operator, 'GET', 'imchat/service/index')).statusCode).toBe(200);
    const userId = await createUser(t.db, { username: 'noroles1', password: 'noroles-pass' });
    await t.db.delete(usersRoles).where(eq(usersRoles.userId, userId));
    const nobody = await loginToken(t.app, t.db, 'noroles1', 'noroles-pass');
    expect((await call(t.app, nobody, 'GET', 'imchat/service/connection')).statusCode).toBe(403);
    expect((await call(t.app, nobody, 'POST', 'im/config', { bogus: true })).statusCode).toBe(403);
  });
});

describe('visitor session', () => {
  it('needs a known site key, keeps a returning visitor and limits new ones per IP', async () => {
    expect((await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey: 'nope' })).statusCode).toBe(404);
    const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
    const first = (await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey, name: 'Ann' })).json<{
      visitorId: number;
      visitorToken: string;
      conversationId: number;
    }>();
    const back = (
      await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey, visitorToken: first.visitorToken })
    ).json();
    expect(back).toMatchObject({ visitorId: first.visitorId, conversationId: first.conversationId });
    // From an IP of its own, so the other tests' visitors do not count.
    const fromOneIp = () =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/imchat/visitor/session',
        remoteAddress: '10.0.0.9',
        payload: { siteKey },
      });
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await fromOneIp()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('fan-out', () => {
  // On PostgreSQL a second instance on the same database (LISTEN/NOTIFY); on PGlite, one process.
  it('delivers a message sent on one instance to an agent on the other', async () => {
    const second = t.testDb.url ? await openDatabase({ url: t.testDb.url }) : null;
    const other = second
      ? await buildApp({
          db: second.db,
          config: testConfig(),
        })
      : t.app;
    const otherBase = second ? await listen(other) : t.wsBase;
    try {
      const agent = await agentSocket({ app: other, wsBase: otherBase }, t.adminToken);
      const visitor = await visitorSocket(t);
      visitor.client.send({ type: 'message', clientId: 'f-1', text: 'across' });
      expect((await agent.next('message')).message).toMatchObject({
        text: 'across',
        conversationId: visitor.conversationId,
      });
      // Presence is shared too: this instance knows of the other's agent, and hears it leave.
      const { siteKey } = (await call(t.app, t.adminToken, 'GET', 'im/config')).json<{ siteKey: string }>();
      expect(
        (
          await call(t.app, null, 'POST', 'imchat/visitor/session', { siteKey, visitorToken: visitor.visitorToken })
        ).json(),
      ).toMatchObject({ agentsOnline: true });
      agent.socket.close();
      expect(await visitor.client.next('presence')).toEqual({ type: 'presence', kind: 'agents', online: false });
      visitor.client.socket.close();
      await expect(connect(`${otherBase}/websocket?ticket=${'0'.repeat(64)}`)).rejects.toThrow('HTTP 401');
    } finally {
      if (second) {
        await other.close();
        await second.close();
      }
    }
  });
});
