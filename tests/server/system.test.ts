// CRUD of the table-backed system screens, their rules, tenant isolation, basic config, login records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { basicConfigs, depts, roles, tenants } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { adminAndOperator, type Call } from './helpers/api';
import { attemptLogin } from './helpers/auth';

let t: TestApp;
let admin: Call;
let operator: Call;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(() => t.close());

type Page = { content: Record<string, unknown>[]; totalElements: number };
const page = async (path: string) => (await admin('GET', path)).json<Page>();

describe('departments (tree)', () => {
  it('lists unpaged as a nested tree and pages flat', async () => {
    const tree = await page('api/sysDept');
    expect(tree.content).toHaveLength(1);
    expect(tree.content[0]).toMatchObject({ name: '总部', enabled: true });
    expect((tree.content[0]!.children as unknown[]).length).toBe(4);
    expect((await page('api/sysDept?page=0&size=2&sort=sort,desc')).content).toHaveLength(2);
  });

  it('creates, moves, refuses loops and deletions of departments in use', async () => {
    const root = (await page('api/sysDept')).content[0]!;
    const created = (await admin('POST', 'api/sysDept', { name: '财务部', pid: root.id, sort: 9 })).json<{
      id: number;
    }>();
    const child = (await admin('POST', 'api/sysDept', { name: '会计组', pid: created.id })).json<{ id: number }>();
    expect((await admin('PUT', 'api/sysDept', { id: created.id, name: '财务部', pid: child.id })).json()).toEqual({
      status: 400,
      message: '上级不能是自己或自己的下级',
    });
    expect((await admin('DELETE', 'api/sysDept', [created.id])).json()).toEqual({
      status: 400,
      message: '该部门仍有下级部门或用户，不能删除',
    });
    expect((await admin('DELETE', `api/sysDept/${child.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', 'api/sysDept', [created.id])).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('creates a role with menus and a custom data scope, refuses deleting a role in use', async () => {
    const menuTree = await page('api/sysMenu/tree');
    const system = menuTree.content.find((item) => item.name === 'System')!;
    const deptId = (await page('api/sysDept')).content[0]!.id as number;
    const created = await admin('POST', 'api/sysRole', {
      name: '审计',
      code: 'auditor',
      dataScope: 'custom',
      deptIds: [deptId],
      menuIds: [system.id],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<{ id: number }>();
    expect(role).toMatchObject({ code: 'auditor', dataScope: 'custom', deptIds: [deptId], menuIds: [system.id] });
    expect((await admin('POST', 'api/sysRole', { name: '审计2', code: 'auditor', dataScope: 'all' })).json()).toEqual({
      status: 409,
      message: 'code 已存在',
    });
    expect(
      (
        await admin('PUT', 'api/sysRole', { id: role.id, name: '审计', code: 'auditor', dataScope: 'all', menuIds: [] })
      ).json(),
    ).toMatchObject({ menuIds: [], dataScope: 'all' });
    const operatorRole = (await page('api/sysRole?code=operator')).content[0]!;
    expect((await admin('DELETE', 'api/sysRole', [operatorRole.id])).json()).toEqual({
      status: 400,
      message: '该角色仍分配给用户，不能删除',
    });
    expect((await admin('DELETE', 'api/sysRole', [role.id])).statusCode).toBe(200);
  });

  it('is hidden from the operator', async () => {
    expect((await operator('GET', 'api/sysRole')).statusCode).toBe(403);
    expect((await operator('GET', 'api/sysMenu/tree')).statusCode).toBe(403);
  });
});

describe('menus', () => {
  it('creates a button under a screen and deletes it', async () => {
    const user = (await page('api/sysMenu/tree?blurry=system/user')).content[0]!;
    const created = (
      await admin('POST', 'api/sysMenu', {
        type: 2,
        title: 'menu.button.export',
        pid: user.id,
        permission: 'user:export',
      })
    ).json<{ id: number }>();
    expect((await admin('GET', `api/sysMenu/${created.id}`)).json()).toMatchObject({
      permission: 'user:export',
      hidden: false,
    });
    expect(
      (await admin('PUT', 'api/sysMenu', { id: user.id, type: 1, title: 'menu.system.user', pid: created.id }))
        .statusCode,
    ).toBe(400);
    expect((await admin('DELETE', 'api/sysMenu', [created.id])).statusCode).toBe(200);
  });
});

describe('dictionaries', () => {
  it('finds dictionaries by blurry and edits their details by name', async () => {
    expect((await page('api/dict?blurry=性别')).content).toMatchObject([{ name: 'sex' }]);
    const dict = (await admin('POST', 'api/sysDict', { name: 'color', description: '颜色' })).json<{ id: number }>();
    const detail = (await admin('POST', 'api/sysDictDetail', { dictId: dict.id, label: '红', value: 'red' })).json<{
      id: number;
    }>();
    await admin('PUT', 'api/sysDictDetail', { id: detail.id, dictId: dict.id, label: '红色', value: 'red' });
    expect((await page('api/sysDictDetail?dictName=color&page=0&size=9999')).content).toMatchObject([
      { label: '红色', value: 'red' },
    ]);
    // Every logged-in user reads dictionaries (every select needs them); only dict:* may change them.
    expect((await operator('GET', 'api/sysDictDetail?dictName=color&page=0&size=9999')).statusCode).toBe(200);
    expect((await operator('DELETE', `api/sysDictDetail/${detail.id}`)).statusCode).toBe(403);
    expect((await admin('DELETE', `api/sysDictDetail/${detail.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', 'api/sysDict', [dict.id])).statusCode).toBe(200);
  });

  it('stores, validates and answers the Traditional Chinese and English labels beside label', async () => {
    const dict = (await admin('POST', 'api/sysDict', { name: 'shade', description: '色调' })).json<{ id: number }>();
    const labels = { label: '浅蓝', labelZhTw: '淺藍', labelEn: 'Light blue' };
    const created = await admin('POST', 'api/sysDictDetail', { dictId: dict.id, value: 'lightBlue', ...labels });
    expect(created.statusCode).toBe(201);
    // A detail without them (the spec's body) is accepted and answers them empty.
    await admin('POST', 'api/sysDictDetail', { dictId: dict.id, label: '深蓝', value: 'darkBlue', sort: 2 });
    expect((await page('api/sysDictDetail?dictName=shade&page=0&size=9999&sort=sort,asc')).content).toMatchObject([
      { value: 'lightBlue', ...labels },
      { value: 'darkBlue', label: '深蓝', labelZhTw: '', labelEn: '' },
    ]);
    const id = created.json<{ id: number }>().id;
    await admin('PUT', 'api/sysDictDetail', {
      id,
      dictId: dict.id,
      value: 'lightBlue',
      ...labels,
      labelEn: 'Sky blue',
    });
    expect((await admin('GET', `api/sysDictDetail/${id}`)).json()).toMatchObject({ ...labels, labelEn: 'Sky blue' });

    const tooLong = await admin('POST', 'api/sysDictDetail', {
      dictId: dict.id,
      value: 'x',
      label: 'x',
      labelEn: 'x'.repeat(51),
    });
    expect(tooLong.json()).toEqual({ status: 400, message: 'labelEn 的长度不能超过 50' });
    const notText = await admin('POST', 'api/sysDictDetail', { dictId: dict.id, value: 'y', label: 'y', labelZhTw: 1 });
    expect(notText.statusCode).toBe(400);
    expect((await admin('DELETE', 'api/sysDict', [dict.id])).statusCode).toBe(200);
  });

  it('finds an entry by any of its labels (the 标签 search covers label, labelZhTw and labelEn)', async () => {
    const dict = (await admin('POST', 'api/sysDict', { name: 'tone', description: '色调' })).json<{ id: number }>();
    await admin('POST', 'api/sysDictDetail', {
      dictId: dict.id,
      value: 'warm',
      label: '暖色',
      labelZhTw: '暖調',
      labelEn: 'Warm',
    });
    await admin('POST', 'api/sysDictDetail', { dictId: dict.id, value: 'cool', label: '冷色', labelEn: 'Cool' });
    const found = async (label: string) =>
      (await page(`api/sysDictDetail?dictName=tone&label=${encodeURIComponent(label)}&page=0&size=10`)).content.map(
        (row) => row.value,
      );
    expect(await found('暖色')).toEqual(['warm']);
    expect(await found('暖調')).toEqual(['warm']);
    expect(await found('warm')).toEqual(['warm']);
    expect(await found('CO')).toEqual(['cool']);
    expect((await found('色')).sort()).toEqual(['cool', 'warm']);
    expect(await found('紫')).toEqual([]);
    expect((await admin('DELETE', 'api/sysDict', [dict.id])).statusCode).toBe(200);
  });

  it('answers the seeded entries with their labels in the three languages', async () => {
    expect((await page('api/sysDictDetail?dictName=order_status&page=0&size=9999')).content).toContainEqual(
      expect.objectContaining({ value: 'toShip', label: '待发货', labelZhTw: '待發貨', labelEn: 'To ship' }),
    );
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's rows, in every method", async () => {
    const [other] = await t.db.insert(tenants).values({ code: 'other', name: 'Other' }).returning({ id: tenants.id });
    const [dept] = await t.db
      .insert(depts)
      .values({ tenantId: other!.id, name: '别人的部门' })
      .returning({ id: depts.id });
    const [role] = await t.db
      .insert(roles)
      .values({ tenantId: other!.id, code: 'x', name: 'x' })
      .returning({ id: roles.id });
    expect((await admin('GET', `api/sysDept/${dept!.id}`)).statusCode).toBe(404);
    expect((await admin('PUT', 'api/sysDept', { id: dept!.id, name: 'mine now' })).statusCode).toBe(404);
    expect((await admin('DELETE', 'api/sysDept', [dept!.id])).statusCode).toBe(404);
    expect(
      (await admin('POST', 'api/sysUser', { username: 'crosser', nickname: 'x', roleIds: [role!.id], password: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await page('api/sysDept?name=别人')).totalElements).toBe(0);
  });
});

describe('basic config', () => {
  it('saves branding that the login page reads without a token', async () => {
    const created = await admin('POST', 'api/basicConfig', { configKey: 'systemTitle', configValue: '官网后台' });
    expect(created.statusCode).toBe(201);
    const publicRead = await t.app.inject({ method: 'GET', url: '/prod-api/api/basicConfig/key/systemTitle' });
    expect(publicRead.json()).toEqual({ configKey: 'systemTitle', configValue: '官网后台' });
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/api/basicConfig/key/secret' })).statusCode).toBe(404);
    expect(
      (await admin('POST', 'api/basicConfig/savePic', { systemLogo: '/logo.png', systemIcon: '/favicon.ico' }))
        .statusCode,
    ).toBe(200);
    expect((await admin('POST', 'api/basicConfig/saveChat', { systemLogo: 'x' })).statusCode).toBe(400);
    const list = await page('api/basicConfig/list');
    expect(list.content.map((row) => row.configKey).sort()).toEqual(['systemIcon', 'systemLogo', 'systemTitle']);
    const id = created.json<{ id: number }>().id;
    expect((await admin('GET', `api/basicConfig/${id}`)).json()).toMatchObject({ configValue: '官网后台' });
    expect((await admin('DELETE', `api/basicConfig/${id}`)).statusCode).toBe(200);
  });
  it('moves updateTime when an entry is edited in the screen', async () => {
    const { id } = (await admin('POST', 'api/basicConfig', { configKey: 'systemName', configValue: 'A' })).json<{
      id: number;
    }>();
    const longAgo = new Date('2000-01-01T00:00:00.000Z');
    await t.db.update(basicConfigs).set({ updatedAt: longAgo }).where(eq(basicConfigs.id, id));
    expect((await admin('PUT', 'api/basicConfig', { id, configKey: 'systemName', configValue: 'B' })).statusCode).toBe(
      200,
    );
    const edited = (await admin('GET', `api/basicConfig/${id}`)).json<{ configValue: string; updateTime: string }>();
    expect(edited.configValue).toBe('B');
    expect(new Date(edited.updateTime).getTime()).toBeGreaterThan(longAgo.getTime());
  });
});

describe('login records', () => {
  it('are written by the login route, successes and failures', async () => {
    await attemptLogin(t.app, t.db, { username: 'admin', password: 'wrong-password' });
    const records = await page('api/loginLog?username=admin&sort=createTime,desc');
    expect(records.content[0]).toMatchObject({ username: 'admin', success: false, message: '用户名或密码错误' });
    expect(records.content.some((row) => row.success === true)).toBe(true);
  });
});
