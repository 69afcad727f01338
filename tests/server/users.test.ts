// api/sysUser: CRUD through the generic screen routes, validated by schemas/system/user.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { encrypt, attemptLogin, authed, loginToken } from './helpers/auth';
import { adminAndOperator, type Call } from './helpers/api';

let t: TestApp;
let admin: Call;
let operator: Call;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(() => t.close());

const roleId = async (code: string) => {
  const roles = (await admin('GET', 'api/sysRole?page=0&size=100')).json<{ content: { id: number; code: string }[] }>();
  return roles.content.find((role) => role.code === code)!.id;
};

describe('api/sysUser', () => {
  it('lists users page by page, eladmin style', async () => {
    const response = await admin('GET', 'api/sysUser?page=0&size=1&sort=username,asc');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ content: Record<string, unknown>[]; totalElements: number }>();
    expect(body.totalElements).toBe(2);
    expect(body.content).toHaveLength(1);
    expect(body.content[0]).toMatchObject({
      username: 'admin',
      nickname: '管理员',
      organizationName: '研发部',
      status: true,
    });
    expect(Object.keys(body.content[0]!)).not.toContain('passwordHash');
  });

  it('creates, reads, updates and deletes a user; the password is hashed and works', async () => {
    const created = await admin('POST', 'api/sysUser', {
      username: 'zhang',
      nickname: '张三',
      email: 'zhang@example.com',
      gender: 'male',
      roleIds: [await roleId('operator')],
      status: true,
      password: encrypt('secret-12'),
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<{ id: number; sexName: string; roleIds: number[] }>();
    expect(user).toMatchObject({ username: 'zhang', sexName: '男' });
    expect((await attemptLogin(t.app, t.db, { username: 'zhang', password: 'secret-12' })).statusCode).toBe(200);

    const updated = await admin('PUT', 'api/sysUser', {
      id: user.id,
      username: 'zhang',
      nickname: '张三丰',
      status: false,
    });
    expect(updated.json()).toMatchObject({ nickname: '张三丰', status: false });
    expect((await admin('GET', `api/sysUser/${user.id}`)).json()).toMatchObject({ nickname: '张三丰' });
    expect((await admin('GET', 'api/sysUser?blurry=三丰')).json()).toMatchObject({ totalElements: 1 });

    expect((await admin('DELETE', 'api/sysUser', [user.id])).statusCode).toBe(200);
    expect((await admin('GET', `api/sysUser/${user.id}`)).statusCode).toBe(404);
  });

  it('asks for a password when creating', async () => {
    const response = await admin('POST', 'api/sysUser', { username: 'nopass', nickname: 'x' });
    expect(response.json()).toEqual({ status: 400, message: '缺少必填字段 password' });
  });

  it('checks password length on the decrypted text, and refuses undecryptable ones', async () => {
    const short = await admin('POST', 'api/sysUser', { username: 'shorty', nickname: 'x', password: encrypt('123') });
    expect(short.json()).toEqual({ status: 400, message: 'password 的长度不能少于 6' });
    const garbage = await admin('POST', 'api/sysUser', {
      username: 'shorty',
      nickname: 'x',
      password: 'not-encrypted',
    });
    expect(garbage.json()).toEqual({ status: 400, message: '密码无法解密，请刷新页面后重试' });
  });

  it('refuses the confirmation field (x-submit: false) as an unknown key', async () => {
    const response = await admin('POST', 'api/sysUser', {
      username: 'conf',
      nickname: 'x',
      password: encrypt('secret-12'),
      confirmPassword: 'secret-12',
    });
    expect(response.json()).toEqual({ status: 400, message: '不允许的字段 confirmPassword' });
  });

  it('refuses deleting yourself and the last admin, with a clear message', async () => {
    const me = (await admin('GET', 'api/sysUser?username=admin')).json<{ content: { id: number }[] }>().content[0]!;
    const self = await admin('DELETE', 'api/sysUser', [me.id], { language: 'en' });
    expect(self.json()).toEqual({ status: 400, message: 'You cannot delete the account you are logged in with' });
    const disable = await admin('PUT', 'api/sysUser', {
      id: me.id,
      username: 'admin',
      nickname: '管理员',
      status: false,
    });
    expect(disable.json()).toEqual({ status: 400, message: '不能删除或停用最后一个管理员' });
  });

  it('ends the sessions of a user at once when disabled or deleted, on every instance', async () => {
    // A second instance on the same database: sessions are rows, so both see a revocation.
    const other = await buildApp({
      db: t.db,
      config: testConfig(),
    });
    try {
      const info = (token: string) => other.inject(authed(token, { method: 'GET', url: '/prod-api/auth/info' }));
      const operatorRole = await roleId('operator');
      for (const [username, end] of [
        [
          'li',
          (id: number) =>
            admin('PUT', 'api/sysUser', { id, username: 'li', nickname: 'li', roleIds: [operatorRole], status: false }),
        ],
        ['zhao', (id: number) => admin('DELETE', 'api/sysUser', [id])],
      ] as const) {
        const created = await admin('POST', 'api/sysUser', {
          username,
          nickname: username,
          roleIds: [operatorRole],
          password: encrypt('user-pass-1'),
        });
        const token = await loginToken(t.app, t.db, username, 'user-pass-1');
        expect((await info(token)).statusCode).toBe(200);
        expect((await end(created.json<{ id: number }>().id)).statusCode).toBe(200);
        expect((await info(token)).statusCode).toBe(401);
      }
    } finally {
      await other.close();
    }
  });

  it('lets the operator list users but not change them', async () => {
    expect((await operator('GET', 'api/sysUser?page=0&size=10')).statusCode).toBe(200);
    const response = await operator('POST', 'api/sysUser', { username: 'x' });
    expect(response.json()).toEqual({ status: 403, message: '没有权限执行此操作' });
  });
});
