// Captchas: drawn by the API, stored in the database, single use, valid 2 minutes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../server/db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { ageColumn, drawCaptcha, encrypt } from './helpers/auth';

let t: TestApp;
let relaxed: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  relaxed = await createTestApp({ captcha: false });
});
afterAll(async () => {
  await t.close();
  await relaxed.close();
});

const login = (app: TestApp, uuid: string, code: string) =>
  app.app.inject({
    method: 'POST',
    url: '/prod-api/auth/login',
    payload: { username: 'admin', password: encrypt(ADMIN_PASSWORD), code, uuid },
  });

describe('GET auth/code', () => {
  it('answers an SVG data URL and a uuid, and stores the answer with a 2-minute expiry', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/auth/code' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { img, uuid } = response.json<{ img: string; uuid: string }>();
    expect(img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(img.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const [row] = await t.db.select().from(captchas).where(eq(captchas.uuid, uuid));
    expect(row!.answer).toMatch(/^[a-z2-9]{4}$/);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(2 * 60_000);
  });

  it('draws a new captcha each time', async () => {
    const first = await drawCaptcha(t.app, t.db);
    const second = await drawCaptcha(t.app, t.db);
    expect(first.uuid).not.toBe(second.uuid);
  });
});

describe('captcha check at login', () => {
  it('accepts the right answer whatever its case', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    expect((await login(t, uuid, answer.toUpperCase())).statusCode).toBe(200);
  });

  it('is single use', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    expect((await login(t, uuid, answer)).statusCode).toBe(200);
    expect((await login(t, uuid, answer)).json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });

  it('is used up by a wrong answer', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    expect((await login(t, uuid, 'zzzz')).json()).toEqual({ status: 400, message: '验证码错误' });
    expect((await login(t, uuid, answer)).json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });

  it('expires after 2 minutes', async () => {
    const { uuid, answer } = await drawCaptcha(t.app, t.db);
    await ageColumn(t.db, 'captchas', 'expires_at', 2 * 60_000 + 1000);
    expect((await login(t, uuid, answer)).json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });
});

describe('BACKOFFICE_CAPTCHA=off', () => {
  it('accepts any non-empty code for a valid uuid', async () => {
    const { uuid } = await drawCaptcha(relaxed.app, relaxed.db);
    expect((await login(relaxed, uuid, 'anything')).statusCode).toBe(200);
  });

  it('still needs a valid, unused uuid and a non-empty code', async () => {
    expect((await login(relaxed, 'made-up', 'anything')).json()).toEqual({
      status: 400,
      message: '验证码不存在或已过期',
    });
    const { uuid } = await drawCaptcha(relaxed.app, relaxed.db);
    expect((await login(relaxed, uuid, '')).json()).toEqual({ status: 400, message: 'code 不能为空' });
  });
});
