// The platform's screens (tenants, packages) are the platform tenant's alone: every one of their
// routes, taken from the route table so a new one cannot be forgotten, answers 403 and changes
// nothing for any other tenant's user, whatever their roles: a super role without a package, a
// role whose own menus name the tenant permissions, and the admin of a tenant the platform made.
// An "act as" session of the platform's admin in a tenant is that tenant's: refused alike, and no
// other tenant's user can act as (tenant:actAs is among the routes). Inside the platform, a user
// without the permissions is refused too. A packaged tenant's roles
// never hold more than its package.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuType, menus, roles, rolesMenus, tenants } from '../../server/db/schema';
import { translate } from '../../server/i18n/index';
import { client, type Call } from '../server/helpers/api';
import { createUser, encrypt, loginToken } from '../server/helpers/auth';
import { unchanged } from './support/db-snapshot';
import { routeTable } from './support/route-table';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';

const FORBIDDEN = { status: 403, message: '没有权限执行此操作' };
const PLATFORM_APIS = ['/prod-api/api/tenant', '/prod-api/api/tenantPackage'];

type Node = { id: number; name?: string; permission?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

let t: TwoTenants;
let packagedAdmin: Call;
let tenantId: number;
let packageId: number;
const callers: Record<string, Call> = {};

beforeAll(async () => {
  t = await createTwoTenants();
  // Before any tenant with an `operator` role of its own exists: the helper takes the role by code.
  await createUser(t.db, { username: 'platform-operator', password: 'operator-pass', role: 'operator' });
  const catalogue = flatten((await t.admin('GET', 'api/sysMenu/tree')).json<{ content: Node[] }>().content);
  const inPackage = catalogue
    .filter(
      (node) =>
        ['System', 'SystemUser', 'SystemRole'].includes(node.name ?? '') || /^(user|role):/.test(node.permission ?? ''),
    )
    .map((node) => node.id);
  packageId = (await t.admin('POST', 'api/tenantPackage', { name: 'Roles', menuIds: inPackage })).json<{ id: number }>()
    .id;
  const created = await t.admin('POST', 'api/tenant', {
    name: 'Packaged',
    packageId,
    adminUsername: 'packaged-admin',
    adminPassword: encrypt('packaged-pass-1'),
  });
  expect(created.statusCode, created.body).toBe(201);
  tenantId = created.json<{ id: number }>().id;
  packagedAdmin = client(t, await loginToken(t.app, t.db, 'packaged-admin', 'packaged-pass-1'));

  // The other tenant's own menus name every tenant permission, granted to its super role.
  const [other] = await t.db.select().from(tenants).where(eq(tenants.code, 'other'));
  const [role] = await t.db.select().from(roles).where(eq(roles.tenantId, other!.id));
  const named = await t.db
    .insert(menus)
    .values(
      ['tenant', 'tenantPackage'].flatMap((area) =>
        ['list', 'add', 'edit', 'del', 'actAs'].map((action) => ({
          tenantId: other!.id,
          type: MenuType.button,
          title: 'x',
          permission: `${area}:${action}`,
        })),
      ),
    )
    .returning({ id: menus.id });
  await t.db
    .insert(rolesMenus)
    .values(named.map((menu) => ({ tenantId: other!.id, roleId: role!.id, menuId: menu.id })));

  callers["another tenant's super role, its menus naming tenant:*"] = t.other;
  callers["a packaged tenant's admin"] = packagedAdmin;
  // The platform's admin acting as the packaged tenant: a session of that tenant, not of the platform.
  const actAs = await t.admin('POST', `api/tenant/actAs/${tenantId}`);
  expect(actAs.statusCode, actAs.body).toBe(200);
  callers["the platform's admin acting as a packaged tenant"] = client(t, actAs.json<{ token: string }>().token);
  callers['a platform user without the tenant permissions'] = client(
    t,
    await loginToken(t.app, t.db, 'platform-operator', 'operator-pass'),
  );
});
afterAll(() => t.close());

describe("the platform's routes", () => {
  it('answer 403 to everyone but the platform operators, and change nothing', async () => {
    const routes = (await routeTable(t.app)).filter((route) =>
      PLATFORM_APIS.some((api) => route.path === api || route.path.startsWith(`${api}/`)),
    );
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'DELETE /prod-api/api/tenant',
      'DELETE /prod-api/api/tenant/:id',
      'DELETE /prod-api/api/tenantPackage',
      'DELETE /prod-api/api/tenantPackage/:id',
      'GET /prod-api/api/tenant',
      'GET /prod-api/api/tenant/:id',
      'GET /prod-api/api/tenantPackage',
      'GET /prod-api/api/tenantPackage/:id',
      'POST /prod-api/api/tenant',
      'POST /prod-api/api/tenant/actAs/:id',
      'POST /prod-api/api/tenant/remove/:id',
      'POST /prod-api/api/tenantPackage',
      'PUT /prod-api/api/tenant',
      'PUT /prod-api/api/tenantPackage',
    ]);
    const bodies: Record<string, unknown> = {
      // The create body; the delete route refuses before it reads one.
      POST: { name: 'Taken over', packageId, adminUsername: 'x-admin', adminPassword: encrypt('x-pass-123') },
      PUT: { id: tenantId, name: 'Taken over', enabled: false },
      DELETE: [packageId, tenantId],
    };
    await unchanged(t.db, async () => {
      for (const [who, call] of Object.entries(callers)) {
        for (const route of routes) {
          const url = route.path
            .replace('/prod-api/', '')
            .replace(':id', String(route.path.includes('Package') ? packageId : tenantId));
          const response = await call(route.method, url, route.method === 'GET' ? undefined : bodies[route.method]);
          expect(response.json(), `${who}: ${route.method} ${route.path}`).toEqual(FORBIDDEN);
        }
      }
    });
  });

  it('nor do their screen schemas reach anyone else', async () => {
    for (const [who, call] of Object.entries(callers))
      for (const id of ['platform/tenant', 'platform/tenant-package'])
        expect((await call('GET', `api/screens/${id}`)).statusCode, `${who}: ${id}`).toBe(403);
  });
});

describe("a packaged tenant's roles", () => {
  it('never hold a menu beyond the package (403 naming it), even for its admin', async () => {
    const own = await t.db.select().from(menus).where(eq(menus.tenantId, tenantId));
    // A screen carries no permission: only the package check stops it (a button would meet the grant ceiling first).
    const outside = own.find((node) => node.name === 'SystemDict')!;
    const inside = own.filter((node) => node.permission === 'user:list').map((node) => node.id);
    const response = await unchanged(t.db, () =>
      packagedAdmin('POST', 'api/sysRole', {
        name: 'wider',
        code: 'wider',
        dataScope: 'self',
        menuIds: [...inside, outside.id],
      }),
    );
    expect(response.json()).toEqual({ status: 403, message: translate('zh_CN', 'grant.package', { id: outside.id }) });
    expect(
      (
        await packagedAdmin('POST', 'api/sysRole', {
          name: 'within',
          code: 'within',
          dataScope: 'self',
          menuIds: inside,
        })
      ).statusCode,
    ).toBe(201);
  });
});
