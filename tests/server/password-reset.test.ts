// Forgotten password: a code by e-mail (the mail outbox holds it masked; the delivered mail has
// it), then a new password; every session ends.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimitHits, resetCodes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { attemptLogin, authed, createUser, encrypt, loginToken } from './helpers/auth';
import { openMailbox, type Mailbox } from './helpers/mailbox';

let t: TestApp;
let forgetfulId: number;
let mailbox: Mailbox;
beforeAll(async () => {
  t = await createTestApp();
  mailbox = await openMailbox(t);
  forgetfulId = await createUser(t.db, {
    username: 'forgetful',
    password: 'old-password',
    email: 'forgetful@example.com',
  });
  await createUser(t.db, { username: 'mailless', password: 'old-password' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
// Each test asks for codes afresh; the request limit has its own test in tests/security.
beforeEach(() => t.db.delete(rateLimitHits));

const requestCode = (username: string, language = 'zh_CN') =>
  t.app.inject({ method: 'POST', url: '/prod-api/auth/resetCode', headers: { language }, payload: { username } });

const resetPass = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/prod-api/api/sysUser/resetPass', payload });

/** The code in the newest mail delivered to the address. */
const mailedCode = (to: string) => mailbox.codeSentTo(to);

describe('POST auth/resetCode', () => {
  it('mails a 6-digit code in the language of the request; the outbox holds it masked', async () => {
    const response = await requestCode('forgetful', 'en');
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'forgetful@example.com'));
    expect(mail!.subject).toBe('Password reset code');
    expect(mail!.body).toMatch(/reset code is \*{6}\. /);
    expect(mail!.body).not.toMatch(/\d{6}/);
    const delivered = await mailbox.newestTo('forgetful@example.com');
    expect(delivered.subject).toBe('Password reset code');
    expect(delivered.text).toMatch(/reset code is \d{6}\. /);
  });

  it('answers the same whether or not the account exists or has an e-mail', async () => {
    const known = await requestCode('forgetful');
    const unknown = await requestCode('nobody-here');
    const mailless = await requestCode('mailless');
    expect(known.json()).toEqual({ message: '如果该账号存在并绑定了邮箱，验证码已发送到该邮箱' });
    expect(unknown.json()).toEqual(known.json());
    expect(mailless.json()).toEqual(known.json());
  });

  it('rejects unknown keys', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/auth/resetCode',
      payload: { username: 'forgetful', tenantId: 2 },
    });
    expect(response.json()).toEqual({ status: 400, message: '不允许的字段 tenantId' });
  });
});

describe('POST api/sysUser/resetPass', () => {
  it('needs every field', async () => {
    const response = await resetPass({ username: 'forgetful', newPass: encrypt('new-password') });
    expect(response.json()).toEqual({ status: 400, message: '缺少必填字段 code' });
  });

  it('refuses a user without a code, and an unknown user, alike', async () => {
    const mailless = await resetPass({ username: 'mailless', newPass: encrypt('new-password'), code: '123456' });
    const unknown = await resetPass({ username: 'nobody-here', newPass: encrypt('new-password'), code: '123456' });
    expect(mailless.json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
    expect(unknown.json()).toEqual(mailless.json());
  });

  it('checks the password length after the code', async () => {
    await requestCode('forgetful');
    const code = await mailedCode('forgetful@example.com');
    const response = await resetPass({ username: 'forgetful', newPass: encrypt('short'), code });
    expect(response.json()).toEqual({ status: 400, message: '密码长度在 6 到 20 个字符' });
  });

  it('sets the new password, uses the code up and revokes every session of the user', async () => {
    const first = await loginToken(t.app, t.db, 'forgetful', 'old-password');
    const second = await loginToken(t.app, t.db, 'forgetful', 'old-password');
    await requestCode('forgetful');
    const code = await mailedCode('forgetful@example.com');

    const response = await resetPass({ username: 'forgetful', newPass: encrypt('brand-new-pass'), code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '密码已重置，请使用新密码登录' });

    for (const token of [first, second]) {
      const info = await t.app.inject(authed(token, { method: 'GET', url: '/prod-api/auth/info' }));
      expect(info.statusCode).toBe(401);
    }
    expect((await attemptLogin(t.app, t.db, { username: 'forgetful', password: 'old-password' })).statusCode).toBe(400);
    expect((await attemptLogin(t.app, t.db, { username: 'forgetful', password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );

    const again = await resetPass({ username: 'forgetful', newPass: encrypt('another-pass'), code });
    expect(again.json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });

  it('a newer code replaces the older one', async () => {
    await requestCode('forgetful');
    await requestCode('forgetful');
    const live = await t.db
      .select()
      .from(resetCodes)
      .where(and(eq(resetCodes.userId, forgetfulId), isNull(resetCodes.usedAt)));
    expect(live).toHaveLength(1);
    const newer = await mailedCode('forgetful@example.com');
    expect(
      (await resetPass({ username: 'forgetful', newPass: encrypt('brand-new-pass'), code: newer })).statusCode,
    ).toBe(200);
  });

  it('kills a code after 5 wrong guesses', async () => {
    await requestCode('forgetful');
    const code = await mailedCode('forgetful@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const guess = await resetPass({ username: 'forgetful', newPass: encrypt('brand-new-pass'), code: wrong });
      expect(guess.json()).toEqual({ status: 400, message: '验证码错误' });
    }
    const right = await resetPass({ username: 'forgetful', newPass: encrypt('brand-new-pass'), code });
    expect(right.json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });
});
