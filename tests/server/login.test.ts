// Login, user info, logout and session lifetime, on a real database.
import forge from 'node-forge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, testKeys, type TestApp } from './helpers/app';
import { ageColumn, attemptLogin, authed, createUser, drawCaptcha, encrypt, loginToken } from './helpers/auth';
import { testClock } from './helpers/clock';

let t: TestApp;
const clock = testClock();
afterEach(() => clock.reset());
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await createUser(t.db, { username: 'sleeper', password: 'sleeper-pass', enabled: false });
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject(authed(token, { method: 'GET', url: '/prod-api/auth/info' }));

describe('GET auth/publicKey', () => {
  it('serves the deployment public key, which encrypts what the server decrypts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/auth/publicKey' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(publicKey).toBe(testKeys().publicKeyPem);
    expect(forge.pki.publicKeyFromPem(publicKey).n.bitLength()).toBe(2048);
  });
});

describe('POST auth/login', () => {
  it('answers a Bearer token and the UserInfo of docs/api.md', async () => {
    const response = await attemptLogin(t.app, t.db, { username: 'admin', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(body.token).toMatch(/^Bearer [0-9a-f]{64}$/);
    expect(body.user).toMatchObject({
      username: 'admin',
      nickName: '管理员',
      email: 'admin@example.com',
      avatar: '',
      phone: '',
      gender: '',
      deptName: '研发部',
      roles: ['admin'],
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user.authorities).toEqual(expect.arrayContaining([{ authority: 'admin' }, { authority: 'user:add' }]));
  });

  it.each(['username', 'password', 'code', 'uuid'])('names the empty field %s', async (field) => {
    const payload = { username: 'admin', password: encrypt(ADMIN_PASSWORD), code: 'abcd', uuid: 'x', [field]: '' };
    const response = await t.app.inject({ method: 'POST', url: '/prod-api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: `${field} 不能为空` });
  });

  it('refuses an unknown captcha uuid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 'admin', password: encrypt(ADMIN_PASSWORD), code: 'abcd', uuid: 'not-a-captcha' },
    });
    expect(response.json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });

  it('refuses a wrong captcha code', async () => {
    const response = await attemptLogin(t.app, t.db, { username: 'admin', password: ADMIN_PASSWORD, code: '####' });
    expect(response.json()).toEqual({ status: 400, message: '验证码错误' });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await attemptLogin(t.app, t.db, { username: 'nobody', password: ADMIN_PASSWORD });
    const wrong = await attemptLogin(t.app, t.db, { username: 'admin', password: 'wrong-password' });
    expect(unknown.json()).toEqual({ status: 400, message: '用户名或密码错误' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('treats a password that does not decrypt as a wrong password', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      payload: { username: 'admin', password: Buffer.from('plain text').toString('base64'), code: answer, uuid },
    });
    expect(response.json()).toEqual({ status: 400, message: '用户名或密码错误' });
  });

  it('refuses a disabled account, but only with the right password', async () => {
    const right = await attemptLogin(t.app, t.db, { username: 'sleeper', password: 'sleeper-pass' });
    expect(right.json()).toEqual({ status: 400, message: '账号已被禁用' });
    const wrong = await attemptLogin(t.app, t.db, { username: 'sleeper', password: 'guess' });
    expect(wrong.json()).toEqual({ status: 400, message: '用户名或密码错误' });
  });

  it('translates login errors by the Language header', async () => {
    const { uuid } = await drawCaptcha(t.app, t.db);
    const payload = { username: 'admin', password: encrypt(ADMIN_PASSWORD), code: '####', uuid };
    const en = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      headers: { language: 'en' },
      payload,
    });
    expect(en.json()).toEqual({ status: 400, message: 'Wrong verification code' });
    const { uuid: other } = await drawCaptcha(t.app, t.db);
    const tw = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/login',
      headers: { language: 'zh_TW' },
      payload: { ...payload, uuid: other },
    });
    expect(tw.json()).toEqual({ status: 400, message: '驗證碼錯誤' });
  });
});

describe('sessions', () => {
  it('auth/info answers the UserInfo of the token holder', async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    const response = await info(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', roles: ['admin'], tenantId: expect.any(Number) });
  });

  it('answers 401 without a token, with a malformed one, and with a forged one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/prod-api/auth/info' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 401, message: '登录状态已过期，请重新登录' });
    expect((await info('Bearer not-hex')).statusCode).toBe(401);
    expect((await info(`Bearer ${'ab'.repeat(32)}`)).statusCode).toBe(401);
  });

  it('logout revokes the token server side', async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    const logout = await t.app.inject(authed(token, { method: 'DELETE', url: '/prod-api/auth/logout' }));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({});
    expect((await info(token)).statusCode).toBe(401);
  });

  it('other sessions of the same user survive a logout', async () => {
    const first = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    const second = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    await t.app.inject(authed(first, { method: 'DELETE', url: '/prod-api/auth/logout' }));
    expect((await info(second)).statusCode).toBe(200);
  });

  it('expires after 2 hours without activity, and activity slides the window', async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    clock.advance(90 * 60_000);
    expect((await info(token)).statusCode).toBe(200);
    // The request above moved the session's last-seen time: another 90 minutes are within the window.
    clock.advance(90 * 60_000);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(121 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('expires after 2 hours without activity as stored, for a session this instance has not seen', async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    await ageColumn(t.db, 'sessions', 'last_seen_at', 121 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('expires 7 days after login whatever the activity', async () => {
    const token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
    await ageColumn(t.db, 'sessions', 'expires_at', 7 * 24 * 60 * 60_000);
    expect((await info(token)).statusCode).toBe(401);
  });
});
