// "Act as": the platform's operator opens a tenant's back-office in a session of that tenant, as its
// first admin, for at most half an hour; the tenant's own login log names the operator at the start
// and the end. Routes of the platform stay closed to such a session (tests/security/platform-tenants.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { encrypt, loginToken } from './helpers/auth';

type Node = { id: number; name?: string; permission?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
type LogRow = { username: string; message: string; success: boolean };

let t: TestApp;
let platform: Call;
let tenantId: number;
let tenantAdmin: Call;

beforeAll(async () => {
  t = await createTestApp();
  platform = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const tree = (await platform('GET', 'api/sysMenu/tree')).json<{ content: Node[] }>().content;
  const wanted = /^(user|loginLog):/;
  const menuIds = flatten(tree)
    .filter(
      (node) =>
        node.name === 'System' ||
        wanted.test(node.permission ?? '') ||
        (node.children ?? []).some((child) => wanted.test(child.permission ?? '')),
    )
    .map((node) => node.id);
  const packageId = (await platform('POST', 'api/tenantPackage', { name: 'Logs', menuIds })).json<{ id: number }>().id;
  const created = await platform('POST', 'api/tenant', {
    name: 'Acme',
    packageId,
    adminUsername: 'acme-admin',
    adminPassword: encrypt('acme-pass-1'),
  });
  expect(created.statusCode, created.body).toBe(201);
  tenantId = created.json<{ id: number }>().id;
  tenantAdmin = client(t, await loginToken(t.app, t.db, 'acme-admin', 'acme-pass-1'));
  // A new database and a seeded tenant: slow on a loaded machine.
}, 180_000);
afterAll(() => t.close());

const actAs = (id: number) => platform('POST', `api/tenant/actAs/${id}`);
const actAsLog = async () =>
  (await tenantAdmin('GET', 'api/loginLog?sort=createTime,desc')).json<{ content: LogRow[] }>().content;

describe('act as', () => {
  it('opens the tenant as its first admin, for half an hour, and the tenant’s log names the operator', async () => {
    const started = await actAs(tenantId);
    expect(started.statusCode, started.body).toBe(200);
    const { token, tenantName, expiresAt } = started.json<{ token: string; tenantName: string; expiresAt: string }>();
    expect(tenantName).toBe('Acme');
    const minutesLeft = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(25);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const actor = client(t, token);
    expect((await actor('GET', 'auth/info')).json()).toMatchObject({ username: 'acme-admin' });
    const listed = (await actor('GET', 'api/sysUser')).json<{ content: { username: string }[] }>().content;
    expect(listed.map((user) => user.username)).toEqual(['acme-admin']);

    const [start] = await actAsLog();
    expect(start).toMatchObject({ username: 'admin', success: true });
    expect(start!.message).toMatch(/^平台用户 admin 开始代为登录，至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC 结束$/);

    // Ending it ends the session, and the log says so.
    expect((await actor('POST', 'auth/actAs/end')).statusCode).toBe(200);
    expect((await actor('GET', 'auth/info')).statusCode).toBe(401);
    const [end] = await actAsLog();
    expect(end).toMatchObject({ username: 'admin', success: true, message: '平台用户 admin 结束代为登录' });
  });

  it('refuses the platform itself, an unknown or disabled tenant, and ending a session that is no act-as', async () => {
    expect((await actAs(1)).json()).toEqual({ status: 400, message: '平台租户不能代为登录' });
    expect((await actAs(999_999)).statusCode).toBe(404);
    expect((await platform('POST', 'auth/actAs/end')).json()).toEqual({
      status: 400,
      message: '当前不是代为登录的会话',
    });
    expect((await platform('PUT', 'api/tenant', { id: tenantId, name: 'Acme', enabled: false })).statusCode).toBe(200);
    expect((await actAs(tenantId)).json()).toEqual({ status: 400, message: '您所在的租户已停用，请联系平台' });
  });
});
