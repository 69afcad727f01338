// Calls that cost disk, mail or rows are bounded: one avatar file per user, e-mail codes per user
// and per target address, a public chat visitor's messages per window. Each refusal is a 429 (or,
// on the chat socket, a `rate_limited` frame) that says how long to wait, and stores nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimitHits, users } from '../../server/db/schema';
import { chatMessages } from '../../server/db/schema-chat';
import { createUser, loginToken } from '../server/helpers/auth';
import { createChatApp, visitorSocket, type ChatTestApp } from '../server/helpers/chat-setup';
import type { Frame } from '../server/helpers/chat-client';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const VISITOR_MESSAGES = 10;

let t: ChatTestApp;
let dataDir: string;
beforeAll(async () => {
  // Avatars go to DATA_DIR; this file gets its own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-limits-'));
  process.env.DATA_DIR = dataDir;
  // A window far longer than the test: how many messages get through does not depend on speed.
  t = await createChatApp({ visitorMessages: VISITOR_MESSAGES, visitorMessageWindowMs: 10 * 60_000 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A new user, logged in; `call` sends its requests. */
async function newUser(username: string) {
  const id = await createUser(t.db, { username, password: `${username}-pass` });
  const token = await loginToken(t.app, t.db, username, `${username}-pass`);
  const call = (url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/prod-api/${url}`, headers: { authorization: token, ...headers }, payload });
  return { id, call };
}

describe('avatars', () => {
  const avatarFiles = () => fs.readdirSync(path.join(dataDir, 'uploads', 'avatars')).sort();
  const avatarOf = async (id: number) =>
    (await t.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]!.avatar;
  const octets = { 'content-type': 'application/octet-stream' };

  it("a new avatar replaces the old file; another user's stays", async () => {
    const other = await newUser('avatar-other');
    expect((await other.call('api/users/updateAvatar', PNG, octets)).statusCode).toBe(200);
    const { id, call } = await newUser('avatar-owner');
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await call('api/users/updateAvatar', PNG, octets);
      expect(response.statusCode).toBe(200);
      urls.push(response.json<{ avatar: string }>().avatar);
    }
    expect(avatarFiles()).toEqual([path.basename(await avatarOf(other.id)), path.basename(urls[2]!)].sort());
    expect(await avatarOf(id)).toBe(urls[2]);
    expect((await t.app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: urls[2]! })).statusCode).toBe(200);
  });

  it('a refused upload keeps the old avatar and its file', async () => {
    const { id, call } = await newUser('avatar-kept');
    const kept = (await call('api/users/updateAvatar', PNG, octets)).json<{ avatar: string }>().avatar;
    const before = avatarFiles();
    expect((await call('api/users/updateAvatar', Buffer.from('<svg/>'), octets)).statusCode).toBe(400);
    expect(avatarFiles()).toEqual(before);
    expect(await avatarOf(id)).toBe(kept);
  });
});

describe('e-mail change codes', () => {
  const mailsTo = async (address: string) =>
    (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]!.n;
  const SOON = /^操作过于频繁，请 \d+ 秒后再试$/;

  it('one per minute per user: a second code, even to another address, is refused and not mailed', async () => {
    const { call } = await newUser('mail-minute');
    expect((await call('api/sysUser/emailCode', { email: 'first@example.com' })).statusCode).toBe(200);
    const refused = await call('api/sysUser/emailCode', { email: 'second@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(SOON);
    expect(await mailsTo('second@example.com')).toBe(0);
  });

  it('one per minute per target address, whichever user asks', async () => {
    const first = await newUser('mail-target-1');
    const second = await newUser('mail-target-2');
    expect((await first.call('api/sysUser/emailCode', { email: 'victim@example.com' })).statusCode).toBe(200);
    const refused = await second.call('api/sysUser/emailCode', { email: 'VICTIM@example.com' }, { language: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(await mailsTo('VICTIM@example.com')).toBe(0);
    expect(await mailsTo('victim@example.com')).toBe(1);
  });

  it('five per hour per user', async () => {
    const { id, call } = await newUser('mail-hour');
    // Five codes asked two minutes ago (past the one-minute limit), as the hour's counter holds them.
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t.db
      .insert(rateLimitHits)
      .values(
        Array.from({ length: 5 }, () => ({ bucket: 'email-code-hour', key: `user:${id}`, createdAt: twoMinutesAgo })),
      );
    const refused = await call('api/sysUser/emailCode', { email: 'sixth@example.com' });
    expect(refused.json()).toEqual({ status: 429, message: '尝试次数过多，请 58 分钟后再试' });
    expect(await mailsTo('sixth@example.com')).toBe(0);
  });

  it('the address must be an e-mail address', async () => {
    const { call } = await newUser('mail-invalid');
    expect((await call('api/sysUser/emailCode', { email: 'not-an-address' })).json()).toEqual({
      status: 400,
      message: '邮箱格式不正确',
    });
  });
});

describe('public chat visitors', () => {
  it(`a visitor sending 300 messages of 1,000 characters gets ${VISITOR_MESSAGES} stored and the rest refused`, async () => {
    const visitor = await visitorSocket(t);
    const text = 'x'.repeat(1000);
    for (let i = 0; i < 300; i++) visitor.client.send({ type: 'message', clientId: `flood-${i}`, text });
    // Frames of one socket are answered in order: the first ones acked, then only refusals.
    const acks: Frame[] = [];
    for (let i = 0; i < VISITOR_MESSAGES; i++) acks.push(await visitor.client.next('ack'));
    const refusals: Frame[] = [];
    for (let i = VISITOR_MESSAGES; i < 300; i++) refusals.push(await visitor.client.next('error'));
    expect(visitor.client.pending().filter((frame) => frame.type === 'ack')).toEqual([]);
    expect(acks.map((frame) => frame.clientId)).toEqual(
      Array.from({ length: VISITOR_MESSAGES }, (_, i) => `flood-${i}`),
    );
    expect(new Set(refusals.map((frame) => frame.code))).toEqual(new Set(['rate_limited']));
    expect(refusals[0]).toEqual({
      type: 'error',
      code: 'rate_limited',
      message: '尝试次数过多，请 10 分钟后再试',
      clientId: `flood-${VISITOR_MESSAGES}`,
    });
    const [stored] = await t.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, visitor.conversationId));
    expect(stored!.n).toBe(VISITOR_MESSAGES);
    visitor.client.socket.close();
  });
});
