// The user's own account: both password forms, profile, e-mail change with a code, avatar upload
// and the dashboard numbers, on a real database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { attemptLogin, createUser, encrypt, loginToken } from './helpers/auth';
import { openMailbox, type Mailbox } from './helpers/mailbox';

let t: TestApp;
let mailbox: Mailbox;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-account-'));
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  mailbox = await openMailbox(t);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newUser(username: string, password = 'start-pass'): Promise<Call> {
  await createUser(t.db, { username, password });
  return client(t, await loginToken(t.app, t.db, username, password));
}

describe('PUT auth/password (profile drawer)', () => {
  it('answers code 0 with 修改成功, lets the new password in and revokes the sessions', async () => {
    const call = await newUser('drawer1');
    const body = {
      oldPassword: encrypt('start-pass'),
      password: encrypt('next-pass-1'),
      password2: encrypt('next-pass-1'),
    };
    const response = await call('PUT', 'auth/password', body);
    expect(response.json()).toEqual({ code: 0, message: '修改成功' });
    expect((await call('GET', 'auth/info')).statusCode).toBe(401);
    expect((await attemptLogin(t.app, t.db, { username: 'drawer1', password: 'next-pass-1' })).statusCode).toBe(200);
  });

  it('refuses a wrong old password and differing confirmations with their messages', async () => {
    const call = await newUser('drawer2');
    const wrong = await call('PUT', 'auth/password', {
      oldPassword: encrypt('nope-nope'),
      password: encrypt('next-pass-1'),
      password2: encrypt('next-pass-1'),
    });
    expect(wrong.json()).toEqual({ status: 400, message: '旧密码错误' });
    const differ = await call('PUT', 'auth/password', {
      oldPassword: encrypt('start-pass'),
      password: encrypt('next-pass-1'),
      password2: encrypt('next-pass-2'),
    });
    expect(differ.json()).toEqual({ status: 400, message: '两次输入密码不一致' });
    expect((await call('GET', 'auth/info')).statusCode).toBe(200);
  });

  it('validates strictly', async () => {
    const call = await newUser('drawer3');
    const response = await call('PUT', 'auth/password', { oldPassword: encrypt('start-pass'), password: encrypt('x') });
    expect(response.json()).toEqual({ status: 400, message: '缺少必填字段 password2' });
  });
});

describe('POST api/sysUser/updatePass/ (dialog)', () => {
  it('changes the password with encrypted fields and enforces 6 to 20 characters', async () => {
    const call = await newUser('dialog1');
    const short = await call('POST', 'api/sysUser/updatePass/', {
      oldPass: encrypt('start-pass'),
      newPass: encrypt('short'),
    });
    expect(short.json()).toEqual({ status: 400, message: '密码长度在 6 到 20 个字符' });
    const plain = await call('POST', 'api/sysUser/updatePass/', { oldPass: 'start-pass', newPass: 'next-pass-1' });
    expect(plain.json()).toEqual({ status: 400, message: '密码无法解密，请刷新页面后重试' });
    const ok = await call(
      'POST',
      'api/sysUser/updatePass/',
      { oldPass: encrypt('start-pass'), newPass: encrypt('next-pass-1') },
      { language: 'en' },
    );
    expect(ok.json()).toEqual({ message: 'Changed successfully' });
    expect((await attemptLogin(t.app, t.db, { username: 'dialog1', password: 'start-pass' })).statusCode).toBe(400);
  });
});

describe('PUT api/sysUser/center', () => {
  it('updates the own profile and rejects other fields', async () => {
    const call = await newUser('center1');
    const response = await call('PUT', 'api/sysUser/center', {
      nickName: '新昵称',
      phone: '13800000000',
      gender: 'male',
    });
    expect(response.json()).toMatchObject({
      username: 'center1',
      nickName: '新昵称',
      phone: '13800000000',
      gender: 'male',
    });
    const sneaky = await call('PUT', 'api/sysUser/center', { nickName: 'x', roles: ['admin'] });
    expect(sneaky.json()).toEqual({ status: 400, message: '不允许的字段 roles' });
  });
});

describe('e-mail change with a code', () => {
  it('mails a code to the new address and changes the e-mail only with that code and the password', async () => {
    const call = await newUser('mail1');
    expect((await call('POST', 'api/sysUser/emailCode', { email: 'not-an-email' })).json()).toEqual({
      status: 400,
      message: '邮箱格式不正确',
    });
    expect((await call('POST', 'api/sysUser/emailCode', { email: 'new@example.com' })).statusCode).toBe(200);
    const code = await mailbox.codeSentTo('new@example.com');
    const otherAddress = await call('POST', `api/sysUser/updateEmail/${code}`, {
      password: encrypt('start-pass'),
      email: 'other@example.com',
    });
    expect(otherAddress.json()).toEqual({ status: 400, message: '验证码错误' });
    const badPassword = await call('POST', `api/sysUser/updateEmail/${code}`, {
      password: encrypt('wrong-pass'),
      email: 'new@example.com',
    });
    expect(badPassword.json()).toEqual({ status: 400, message: '旧密码错误' });
    const ok = await call('POST', `api/sysUser/updateEmail/${code}`, {
      password: encrypt('start-pass'),
      email: 'new@example.com',
    });
    expect(ok.json()).toMatchObject({ email: 'new@example.com' });
    const reused = await call('POST', `api/sysUser/updateEmail/${code}`, {
      password: encrypt('start-pass'),
      email: 'new@example.com',
    });
    expect(reused.json()).toEqual({ status: 400, message: '验证码不存在或已过期' });
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('POST api/users/updateAvatar', () => {
  it('stores an image under a generated name and serves it back', async () => {
    const call = await newUser('avatar1');
    const response = await call('POST', 'api/users/updateAvatar', PNG, { 'content-type': 'application/octet-stream' });
    const { avatar } = response.json<{ avatar: string }>();
    expect(avatar).toMatch(/^\/prod-api\/api\/users\/avatar\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'avatars'))).toContain(path.basename(avatar));
  });

  it('detects the type from the bytes and limits the size', async () => {
    const call = await newUser('avatar2');
    const fake = await call('POST', 'api/users/updateAvatar', Buffer.from('<svg onload=alert(1)>'), {
      'content-type': 'image/png',
    });
    expect(fake.json()).toEqual({ status: 400, message: '只能上传 PNG、JPEG、GIF 或 WebP 图片' });
    const huge = await call('POST', 'api/users/updateAvatar', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), {
      'content-type': 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    expect(
      (await t.app.inject({ method: 'GET', url: '/prod-api/api/users/avatar/..%2F..%2Fkeys%2Fprivate.pem' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET api/dashboard/stats', () => {
  it('counts users and logins of the tenant and the caller roles', async () => {
    const call = client(t, await loginToken(t.app, t.db, 'admin', 'admin-pass-123'));
    const stats = (await call('GET', 'api/dashboard/stats')).json<Record<string, number>>();
    expect(stats.users).toBeGreaterThanOrEqual(2);
    expect(stats.logins).toBeGreaterThanOrEqual(1);
    expect(stats.roles).toBe(1);
    expect(stats.permissions).toBeGreaterThan(10);
  });
});
