// Abuse of the login flow: captcha reuse and guessing, password and reset-code brute force (429),
// and no session, password or code gained on the way.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, resetCodes, sessions, users } from '../../server/db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../server/helpers/app';
import { attemptLogin, createUser, drawCaptcha, encrypt } from '../server/helpers/auth';
import { unchanged } from './support/db-snapshot';

const TOO_MANY = { status: 429, message: '尝试次数过多，请稍后再试' };
const CAPTCHA_GONE = { status: 400, message: '验证码不存在或已过期' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { username: 'target', password: 'target-pass', email: 'target@example.com' });
});
afterAll(() => t.close());

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;
const loginWith = (uuid: string, code: string, password = ADMIN_PASSWORD, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/prod-api/auth/login', remoteAddress, payload: { username: 'admin', password: encrypt(password), code, uuid } });

describe('captcha', () => {
  it('cannot be reused: the second login with the same captcha gets no session', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    expect((await loginWith(uuid, answer)).statusCode).toBe(200);
    const before = await sessionCount();
    expect((await loginWith(uuid, answer)).json()).toEqual(CAPTCHA_GONE);
    expect(await sessionCount()).toBe(before);
  });

  it('cannot be guessed: one wrong answer uses it up, so the right one no longer works', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    const before = await sessionCount();
    expect((await loginWith(uuid, 'zzzz')).json()).toEqual({ status: 400, message: '验证码错误' });
    expect((await loginWith(uuid, answer)).json()).toEqual(CAPTCHA_GONE);
    expect(await sessionCount()).toBe(before);
  });

  it('an invented uuid is refused', async () => {
    expect((await loginWith('00000000-0000-0000-0000-000000000000', 'abcd')).json()).toEqual(CAPTCHA_GONE);
  });
});

describe('password brute force', () => {
  it('answers 429 after 5 wrong passwords, and the right password then gets no session either', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attemptLogin(t.app, t.db, { username: 'target', password: `guess-${i}`, remoteAddress: `198.51.100.${i}` })).statusCode).toBe(400);
    }
    const before = await sessionCount();
    const blocked = await attemptLogin(t.app, t.db, { username: 'target', password: 'target-pass', remoteAddress: '198.51.100.99' });
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(await sessionCount()).toBe(before);
  });
});

describe('reset codes', () => {
  const requestCode = (username: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/prod-api/auth/resetCode', remoteAddress, payload: { username } });
  const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;

  it('answers 429 after 3 requests for one account, from any IP, and mails nothing more', async () => {
    for (let i = 0; i < 3; i++) expect((await requestCode('target', `203.0.113.${i}`)).statusCode).toBe(200);
    const sent = await mails();
    const blocked = await unchanged(t.db, () => requestCode('TARGET', '203.0.113.50'));
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(await mails()).toBe(sent);
  });

  it('limits unknown accounts the same way, so a 429 does not tell which accounts exist', async () => {
    for (let i = 0; i < 3; i++) expect((await requestCode('no-such-user', `203.0.113.${60 + i}`)).statusCode).toBe(200);
    expect((await requestCode('no-such-user', '203.0.113.70')).json()).toEqual(TOO_MANY);
  });

  it('answers 429 after 10 requests from one IP, across accounts', async () => {
    for (let i = 0; i < 10; i++) expect((await requestCode(`someone-${i}`, '192.0.2.200')).statusCode).toBe(200);
    expect((await requestCode('someone-else', '192.0.2.200')).json()).toEqual(TOO_MANY);
    expect((await requestCode('someone-else', '192.0.2.201')).statusCode).toBe(200);
  });

  it('a code cannot be guessed: 5 wrong guesses kill it, and the password stays', async () => {
    const [code] = await t.db.select().from(resetCodes).orderBy(resetCodes.id);
    expect(code).toBeDefined();
    const guess = (value: string) =>
      t.app.inject({ method: 'POST', url: '/prod-api/api/sysUser/resetPass', payload: { username: 'target', newPass: encrypt('hijacked-pass'), code: value } });
    const hashOf = async () => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, code!.userId)))[0]!.hash;
    const before = await hashOf();
    // The stored code is hashed, so the test cannot know it either; six wrong guesses in a row
    // (each counted on the code: that is the only change).
    for (let i = 0; i < 6; i++) expect((await guess(String(100000 + i))).statusCode).toBe(400);
    expect(await hashOf()).toBe(before);
    const attempts = await t.db.select({ attempts: resetCodes.attempts }).from(resetCodes).where(eq(resetCodes.userId, code!.userId));
    expect(Math.max(...attempts.map((row) => row.attempts))).toBeLessThanOrEqual(5);
  });
});
