// Abuse of the login flow: captcha reuse and guessing, password, current-password and reset-code
// brute force (429), and no session, password or code gained on the way.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, mailOutbox, resetCodes, sessions, users } from '../../server/db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../server/helpers/app';
import { attemptLogin, createUser, drawCaptcha, encrypt, loginToken } from '../server/helpers/auth';
import { openMailbox, type Mailbox } from '../server/helpers/mailbox';
import { unchanged } from './support/db-snapshot';

const LOCKED = { status: 429, message: '尝试次数过多，请 15 分钟后再试' };
const CAPTCHA_GONE = { status: 400, message: '验证码不存在或已过期' };

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { username: 'target', password: 'target-pass', email: 'target@example.com' });
  mailbox = await openMailbox(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;
const loginWith = (uuid: string, code: string, password = ADMIN_PASSWORD, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/prod-api/auth/login',
    remoteAddress,
    payload: { username: 'admin', password: encrypt(password), code, uuid },
  });

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
  it('answers 429 after 5 wrong passwords from one address, and the right password then gets no session either', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await attemptLogin(t.app, t.db, { username: 'target', password: `guess-${i}`, remoteAddress: '198.51.100.1' }))
          .statusCode,
      ).toBe(400);
    }
    const before = await sessionCount();
    const blocked = await attemptLogin(t.app, t.db, {
      username: 'target',
      password: 'target-pass',
      remoteAddress: '198.51.100.1',
    });
    expect(blocked.json()).toEqual(LOCKED);
    expect(await sessionCount()).toBe(before);
  });

  it('does not lock the owner out: the same account from another address still logs in', async () => {
    const owner = await attemptLogin(t.app, t.db, {
      username: 'target',
      password: 'target-pass',
      remoteAddress: '198.51.100.2',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('a failed login makes the captchas that address draws harder (6 characters instead of 4)', async () => {
    const draw = async (remoteAddress: string) => {
      const { uuid } = (await t.app.inject({ method: 'GET', url: '/prod-api/auth/code', remoteAddress })).json<{
        uuid: string;
      }>();
      const [row] = await t.db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid));
      return row!.answer;
    };
    expect(await draw('198.51.100.3')).toHaveLength(4);
    expect(
      (await attemptLogin(t.app, t.db, { username: 'target', password: 'wrong-pass', remoteAddress: '198.51.100.3' }))
        .statusCode,
    ).toBe(400);
    expect(await draw('198.51.100.3')).toHaveLength(6);
    expect(await draw('198.51.100.4')).toHaveLength(4);
  });
});

describe('current-password guesses', () => {
  /** A fresh user logged in from `remoteAddress`; `call` sends its requests from there. */
  async function loggedIn(username: string, remoteAddress: string) {
    await createUser(t.db, { username, password: 'start-pass', email: `${username}@example.com` });
    const token = await loginToken(t.app, t.db, username, 'start-pass');
    const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url: `/prod-api/${url}`, remoteAddress, headers: { authorization: token }, payload });
    const hash = async () =>
      (
        await t.db
          .select({ hash: users.passwordHash, email: users.email })
          .from(users)
          .where(eq(users.username, username))
      )[0]!;
    return { call, hash };
  }

  it.each([
    [
      'PUT auth/password',
      'PUT',
      'auth/password',
      (old: string) => ({
        oldPassword: encrypt(old),
        password: encrypt('new-pass-1'),
        password2: encrypt('new-pass-1'),
      }),
    ],
    [
      'POST api/sysUser/updatePass/',
      'POST',
      'api/sysUser/updatePass/',
      (old: string) => ({ oldPass: encrypt(old), newPass: encrypt('new-pass-1') }),
    ],
  ] as const)(
    '%s: 5 wrong old passwords, then the right one answers 429 and the password stays',
    async (_name, method, url, body) => {
      const { call, hash } = await loggedIn(`guess-${method}`, '198.51.100.20');
      const before = await hash();
      for (let i = 0; i < 5; i++)
        expect((await call(method, url, body(`wrong-${i}`))).json()).toEqual({ status: 400, message: '旧密码错误' });
      expect((await call(method, url, body('start-pass'))).json()).toEqual(LOCKED);
      expect(await hash()).toEqual(before);
    },
  );

  it('POST api/sysUser/updateEmail/{code}: 5 wrong passwords, then the right one answers 429 and the e-mail stays', async () => {
    const { call, hash } = await loggedIn('guess-mail', '198.51.100.21');
    const before = await hash();
    expect((await call('POST', 'api/sysUser/emailCode', { email: 'taken-over@example.com' })).statusCode).toBe(200);
    const code = await mailbox.codeSentTo('taken-over@example.com');
    const change = (password: string) =>
      call('POST', `api/sysUser/updateEmail/${code}`, { password: encrypt(password), email: 'taken-over@example.com' });
    for (let i = 0; i < 5; i++)
      expect((await change(`wrong-${i}`)).json()).toEqual({ status: 400, message: '旧密码错误' });
    expect((await change('start-pass')).json()).toEqual(LOCKED);
    expect(await hash()).toEqual(before);
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
    expect(blocked.json()).toEqual(LOCKED);
    expect(await mails()).toBe(sent);
  });

  it('limits unknown accounts the same way, so a 429 does not tell which accounts exist', async () => {
    for (let i = 0; i < 3; i++) expect((await requestCode('no-such-user', `203.0.113.${60 + i}`)).statusCode).toBe(200);
    expect((await requestCode('no-such-user', '203.0.113.70')).json()).toEqual(LOCKED);
  });

  it('answers 429 after 10 requests from one IP, across accounts', async () => {
    for (let i = 0; i < 10; i++) expect((await requestCode(`someone-${i}`, '192.0.2.200')).statusCode).toBe(200);
    expect((await requestCode('someone-else', '192.0.2.200')).json()).toEqual(LOCKED);
    expect((await requestCode('someone-else', '192.0.2.201')).statusCode).toBe(200);
  });

  it('a code cannot be guessed: 5 wrong guesses kill it, and the password stays', async () => {
    const [code] = await t.db.select().from(resetCodes).orderBy(resetCodes.id);
    expect(code).toBeDefined();
    const guess = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/api/sysUser/resetPass',
        payload: { username: 'target', newPass: encrypt('hijacked-pass'), code: value },
      });
    const hashOf = async () =>
      (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, code!.userId)))[0]!.hash;
    const before = await hashOf();
    // The stored code is hashed, so the test cannot know it either; six wrong guesses in a row
    // (each counted on the code: that is the only change).
    for (let i = 0; i < 6; i++) expect((await guess(String(100000 + i))).statusCode).toBe(400);
    expect(await hashOf()).toBe(before);
    const attempts = await t.db
      .select({ attempts: resetCodes.attempts })
      .from(resetCodes)
      .where(eq(resetCodes.userId, code!.userId));
    expect(Math.max(...attempts.map((row) => row.attempts))).toBeLessThanOrEqual(5);
  });
});
