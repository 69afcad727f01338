// Tenants as a product: the platform's operator creates a package and a tenant (seeded like the
// first start, with its first admin, in one transaction); the tenant's admin sees only the package,
// is held to the user limit, loses menus the moment the package narrows, and is logged out the
// moment the tenant is disabled or expires, after which login says why.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roles, rolesMenus, seedItems, sessions, tenants, users } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/index';
import { chatAccessRepository } from '../../server/repositories/chat-access';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { attemptLogin, encrypt, loginToken } from './helpers/auth';

type Node = { id: number; name?: string; title?: string; type?: number; permission?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const names = (tree: Node[]) => flatten(tree).map((node) => node.name);

let t: TestApp;
let platform: Call;
let catalogue: Node[];
const idOf = (predicate: (node: Node) => boolean) => catalogue.find(predicate)!.id;

beforeAll(async () => {
  t = await createTestApp();
  platform = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  catalogue = flatten((await platform('GET', 'api/sysMenu/tree')).json<{ content: Node[] }>().content);
});
afterAll(() => t.close());

/** The platform's menus of the user screen and the news area: a package of two areas. */
function packageMenus(withNews: boolean): number[] {
  const wanted = new Set(['System', 'SystemUser', ...(withNews ? ['News', 'NewsNews'] : [])]);
  const buttons = ['user:list', 'user:add', 'user:edit', ...(withNews ? ['news:list'] : [])];
  return catalogue
    .filter((node) => (node.name && wanted.has(node.name)) || (node.permission && buttons.includes(node.permission)))
    .map((node) => node.id);
}

describe('tenants and packages', () => {
  let packageId: number;
  let tenantId: number;
  let tenantAdmin: Call;

  it('refuses a package naming unknown or platform-only menus (400)', async () => {
    const unknown = await platform('POST', 'api/tenantPackage', { name: 'Bad', menuIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('菜单 999999 不存在');
    const tenantButton = idOf((node) => node.permission === 'tenant:list');
    const platformOnly = await platform('POST', 'api/tenantPackage', { name: 'Bad', menuIds: [tenantButton] });
    expect(platformOnly.statusCode).toBe(400);
    expect(platformOnly.json<{ message: string }>().message).toContain('tenant:list');
  });

  it('creates a package and a tenant with its first admin in one call', async () => {
    const created = await platform('POST', 'api/tenantPackage', { name: 'Basic', menuIds: packageMenus(true) });
    expect(created.statusCode).toBe(201);
    packageId = created.json<{ id: number }>().id;
    const tenant = await platform('POST', 'api/tenant', {
      name: 'Acme',
      contactName: 'Ann',
      packageId,
      maxUsers: 2,
      adminUsername: 'acme-admin',
      adminPassword: encrypt('acme-pass-1'),
    });
    expect(tenant.statusCode).toBe(201);
    tenantId = tenant.json<{ id: number }>().id;
    expect(tenant.json()).toMatchObject({
      name: 'Acme',
      packageName: 'Basic',
      maxUsers: 2,
      enabled: true,
      userCount: 1,
    });
    expect(tenant.json()).not.toHaveProperty('lastLoginTime');
    tenantAdmin = client(t, await loginToken(t.app, t.db, 'acme-admin', 'acme-pass-1'));
    // The platform's list shows each tenant's use: its users and its last login.
    const listed = (await platform('GET', 'api/tenant?blurry=Acme')).json<{ content: Record<string, unknown>[] }>();
    expect(listed.content[0]).toMatchObject({
      userCount: 1,
      lastLoginTime: expect.stringMatching(/^\d{4}-/),
      storageMb: 0,
      chatMessages: 0,
    });
  });

  it('refuses a taken admin username with 409 naming the field, and creates nothing', async () => {
    const before = await t.db.select().from(tenants);
    const duplicate = await platform('POST', 'api/tenant', {
      name: 'Copy',
      packageId,
      adminUsername: 'admin',
      adminPassword: encrypt('copy-pass-1'),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toBe('adminUsername 已存在');
    expect(await t.db.select().from(tenants)).toHaveLength(before.length);
  });

  it("seeds the new tenant as the first start does, and its admin sees only the package's menus", async () => {
    const menu = (await tenantAdmin('GET', 'api/sysMenu/build')).json<Node[]>();
    expect(names(menu).sort()).toEqual(['News', 'NewsNews', 'System', 'SystemUser']);
    const info = (await tenantAdmin('GET', 'auth/info')).json<{
      roles: string[];
      authorities: { authority: string }[];
    }>();
    expect(info.roles).not.toContain('admin');
    expect(info.authorities.map((held) => held.authority).sort()).toEqual([
      'news:list',
      'user:add',
      'user:edit',
      'user:list',
    ]);
    expect((await tenantAdmin('GET', 'api/sysRole')).statusCode).toBe(403);
    const dicts = await t.db.execute(sql`SELECT count(*)::int AS n FROM dicts WHERE tenant_id = ${tenantId}`);
    expect(JSON.stringify(dicts)).toMatch(/"n":\s*[1-9]/);
  });

  it('holds the tenant to its user limit with a translated 400', async () => {
    const user = (username: string) => ({ username, nickname: username, password: encrypt('user-pass-1') });
    expect((await tenantAdmin('POST', 'api/sysUser', user('acme-one'))).statusCode).toBe(201);
    const refused = await tenantAdmin('POST', 'api/sysUser', user('acme-two'), { language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Your tenant has reached its limit of 2 users; ask the platform to raise it',
    );
    expect(await t.db.select().from(users).where(eq(users.username, 'acme-two'))).toHaveLength(0);
  });

  it('narrows the tenant at once when its package narrows', async () => {
    expect(
      (await platform('PUT', 'api/tenantPackage', { id: packageId, name: 'Basic', menuIds: packageMenus(false) }))
        .statusCode,
    ).toBe(200);
    expect(names((await tenantAdmin('GET', 'api/sysMenu/build')).json<Node[]>()).sort()).toEqual([
      'System',
      'SystemUser',
    ]);
    expect((await tenantAdmin('GET', 'news/news')).statusCode).toBe(403);
  });

  it('ends the sessions of a disabled tenant at once, and login says why', async () => {
    expect((await platform('PUT', 'api/tenant', { id: tenantId, name: 'Acme', enabled: false })).statusCode).toBe(200);
    expect((await tenantAdmin('GET', 'auth/info')).statusCode).toBe(401);
    const login = await attemptLogin(t.app, t.db, { username: 'acme-admin', password: 'acme-pass-1' });
    expect(login.statusCode).toBe(400);
    expect(login.json<{ message: string }>().message).toBe('您所在的租户已停用，请联系平台');
  });

  it('ends the sessions of an expired tenant at once, and login says why', async () => {
    expect((await platform('PUT', 'api/tenant', { id: tenantId, name: 'Acme', enabled: true })).statusCode).toBe(200);
    const again = client(t, await loginToken(t.app, t.db, 'acme-admin', 'acme-pass-1'));
    expect((await again('GET', 'auth/info')).statusCode).toBe(200);
    const live = await t.db.select({ id: sessions.id }).from(sessions).where(isNull(sessions.revokedAt));
    await t.db
      .update(tenants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tenants.id, tenantId));
    expect((await again('GET', 'auth/info')).statusCode).toBe(401);
    // The chat's periodic session check closes the agent sockets of exactly the tenant's sessions.
    const [own] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'acme-admin'));
    const mine = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, own!.id));
    const ended = await chatAccessRepository(t.db).endedSessions(live.map((row) => row.id));
    expect(ended.sort((a, b) => a - b)).toEqual(
      live.map((row) => row.id).filter((id) => mine.some((session) => session.id === id)),
    );
    const login = await attemptLogin(t.app, t.db, { username: 'acme-admin', password: 'acme-pass-1' });
    expect(login.json<{ message: string }>().message).toBe('您所在的租户已过期，请联系平台续期');
  });

  it("gives a newer release's menus to the tenant too, granting only what its package allows", async () => {
    const named = async (name: string) =>
      (
        await t.db
          .select()
          .from(menus)
          .where(and(eq(menus.tenantId, tenantId), eq(menus.name, name)))
      )[0];
    // As if SystemUser (in the package) and SystemDict (not in it) were new in this release.
    const keys = ['menu:SystemUser', 'button:user:list', 'button:user:add', 'button:user:edit', 'button:user:del'];
    const dictKeys = ['menu:SystemDict', 'button:dict:list', 'button:dict:add', 'button:dict:edit', 'button:dict:del'];
    for (const name of ['SystemUser', 'SystemDict'])
      await t.db.delete(menus).where(eq(menus.id, (await named(name))!.id));
    await t.db
      .delete(seedItems)
      .where(and(eq(seedItems.tenantId, tenantId), inArray(seedItems.key, [...keys, ...dictKeys])));

    expect(await seedDatabase(t.db)).toEqual({ created: false, added: 10 });
    const granted = await t.db
      .select({ name: menus.name, permission: menus.permission })
      .from(rolesMenus)
      .innerJoin(menus, eq(menus.id, rolesMenus.menuId))
      .innerJoin(roles, eq(roles.id, rolesMenus.roleId))
      .where(and(eq(rolesMenus.tenantId, tenantId), eq(roles.code, 'admin')));
    // user:del and SystemDict are new too, but outside the package: there, not granted.
    expect(granted.map((menu) => menu.name ?? menu.permission).sort()).toEqual([
      'System',
      'SystemUser',
      'user:add',
      'user:edit',
      'user:list',
    ]);
    expect(await named('SystemDict')).toBeDefined();
  });

  it('keeps the platform tenant a platform: no package, never disabled', async () => {
    const [own] = await t.db.select().from(tenants).where(eq(tenants.code, 'default'));
    expect((await platform('PUT', 'api/tenant', { id: own!.id, name: 'Platform', enabled: false })).statusCode).toBe(
      400,
    );
  });
});
