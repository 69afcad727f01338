// Nobody gains more than they were given: every grant path (users' roles and departments, roles'
// menus, data scopes and codes, menus' permission strings, departments' parents) refuses a user
// holding only the delegated permission who tries to grant beyond their own authorities, with 403
// naming what, and the database unchanged. The grant paths are derived from the schemas and the
// route table, so a new one cannot be forgotten; writes to the link tables are fenced to the two
// resources that check them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey, type MessageParams } from '../../server/i18n/index';
import type { FormNode } from '../../server/screens/types';
import { ADMIN_PASSWORD, SCHEMAS_DIR, createTestApp, type TestApp } from '../server/helpers/app';
import { client, type Call } from '../server/helpers/api';
import { encrypt, loginToken } from '../server/helpers/auth';
import { unchanged } from './support/db-snapshot';
import { routeTable } from './support/route-table';

/** Every form field through which something is granted, and the case below that refuses it. */
const GRANT_FIELDS: Record<string, string> = {
  'system/user.roleIds': 'roles beyond the own authorities; never the own roles',
  'system/user.deptId': 'a department outside the own data scope',
  'system/role.menuIds': 'menus whose permissions the caller lacks',
  'system/role.dataScope': 'a data scope wider than the own',
  'system/role.deptIds': 'custom departments outside the own data scope',
  'system/role.code': 'the code `admin` (the super-admin role)',
  'system/menu.permission': '`admin` or a role code; a permission the caller lacks',
  'system/dept.pid': 'moving or creating a department outside the own data scope',
  'platform/tenant-package.menuIds': "menus whose permissions the operator lacks (a tenant's admin gets them)",
};

/** Fields the derivation below finds that grant nothing, and why. */
const NOT_GRANTS: Record<string, string> = {
  'system/menu.pid': "a menu's place in the tree; the permission stays the menu's own",
};

/** Write routes of the grant screens that grant nothing, and why. */
const NOT_GRANT_ROUTES: Record<string, string> = {
  'POST /prod-api/api/sysUser/resetPass': 'public password reset with the mailed code (own account)',
  'POST /prod-api/api/sysUser/updatePass/': 'own password',
  'PUT /prod-api/api/sysUser/center': 'own profile (mass assignment refused: tenancy.test.ts)',
  'POST /prod-api/api/sysUser/emailCode': 'own e-mail code',
  'POST /prod-api/api/sysUser/updateEmail/:id': 'own e-mail',
  'POST /prod-api/api/sysUser/updateUserMessage': 'own message settings',
  'DELETE /prod-api/api/sysMenu': "takes the menu's permission from every role: it grants nothing",
  'DELETE /prod-api/api/sysMenu/:id': 'as DELETE api/sysMenu',
  'DELETE /prod-api/api/tenantPackage': 'only a package no tenant has: it grants nothing',
  'DELETE /prod-api/api/tenantPackage/:id': 'as DELETE api/tenantPackage',
};
const GRANT_SCREEN_APIS = ['api/sysUser', 'api/sysRole', 'api/sysMenu', 'api/sysDept', 'api/tenantPackage'];
const GRANT_COMPONENTS = new Set(['api/sysRole', 'api/sysMenu/tree', 'api/sysDept']);

/** Form fields that grant, found from the schemas: a pick of roles, menus or departments, or a
 * field named like a permission or a data scope, on any screen. */
function derivedGrantFields(): string[] {
  const found: string[] = [];
  for (const file of fs.readdirSync(SCHEMAS_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json') || file.startsWith('_')) continue;
    const screen = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as {
      id?: string;
      form?: { properties?: Record<string, FormNode> };
    };
    for (const [field, node] of Object.entries(screen.form?.properties ?? {})) {
      const resource = (node as { 'x-component-props'?: { resource?: string } })['x-component-props']?.resource;
      if (
        (resource && GRANT_COMPONENTS.has(resource)) ||
        ['permission', 'dataScope', 'roleIds', 'menuIds', 'deptIds'].includes(field)
      )
        found.push(`${screen.id}.${field}`);
    }
  }
  return found.sort();
}

const PASSWORD = 'grant-pass-1';
type Node = { id: number; name?: string; title?: string; type?: number; permission?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

let t: TestApp;
let admin: Call;
let menus: Node[];
const ids: Record<string, number> = {};
/** The write routes (method and registered path) some case was refused on. */
const refusedRoutes = new Set<string>();

const routeKey = (method: string, url: string) =>
  `${method} /prod-api/${url.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id')}`;

async function createOk(call: Call, url: string, body: object): Promise<number> {
  const response = await call('POST', url, body);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const menusWith = (permissions: string[]) =>
  menus.filter((menu) => menu.permission && permissions.includes(menu.permission)).map((menu) => menu.id);

/** A user in 研发部 holding one role with exactly the menus of `permissions`, in `scope`. */
async function delegate(
  name: string,
  permissions: string[],
  scope: { dataScope: string; deptIds?: number[] } = { dataScope: 'all' },
) {
  const roleId = await createOk(admin, 'api/sysRole', { name, code: name, menuIds: menusWith(permissions), ...scope });
  const id = await createOk(admin, 'api/sysUser', {
    username: name,
    nickname: name,
    deptId: ids.rd,
    roleIds: [roleId],
    password: encrypt(PASSWORD),
  });
  return { call: client(t, await loginToken(t.app, t.db, name, PASSWORD)), id, roleId };
}

/** The call is refused with 403 and the translated message naming what (or a message matching
 * `message` when what is named depends on row order), and changes nothing. */
async function refused(
  call: Call,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  key: MessageKey | RegExp,
  params: MessageParams = {},
) {
  const response = await unchanged(t.db, () => call(method, url, body));
  const message = key instanceof RegExp ? expect.stringMatching(key) : translate('zh_CN', key, params);
  expect(response.json(), `${method} ${url} ${JSON.stringify(body)}`).toEqual({ status: 403, message });
  refusedRoutes.add(routeKey(method, url));
}
const LACKING = /^不能授予自己没有的权限 [\w-]+:[\w:-]+$/;

const crud = (prefix: string) => [`${prefix}:list`, `${prefix}:add`, `${prefix}:edit`, `${prefix}:del`];

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const depts = flatten((await admin('GET', 'api/sysDept')).json<{ content: Node[] }>().content);
  ids.rd = depts.find((dept) => dept.name === '研发部')!.id;
  ids.mk = depts.find((dept) => dept.name === '市场部')!.id;
  menus = flatten((await admin('GET', 'api/sysMenu/tree')).json<{ content: Node[] }>().content);
  const roles = (await admin('GET', 'api/sysRole?page=0&size=100')).json<{ content: { id: number; code: string }[] }>()
    .content;
  ids.adminRole = roles.find((role) => role.code === 'admin')!.id;
  ids.operatorRole = roles.find((role) => role.code === 'operator')!.id;
  const users = (await admin('GET', 'api/sysUser?page=0&size=100')).json<{
    content: { id: number; username: string }[];
  }>().content;
  ids.admin = users.find((user) => user.username === 'admin')!.id;
  ids.plain = await createOk(admin, 'api/sysUser', {
    username: 'plain',
    nickname: 'plain',
    deptId: ids.rd,
    password: encrypt(PASSWORD),
  });
});
afterAll(() => t.close());

describe('every grant path is known', () => {
  it('the schemas grant through the listed fields only', () => {
    expect(derivedGrantFields().filter((field) => !(field in NOT_GRANTS))).toEqual(
      Object.keys(GRANT_FIELDS)
        .filter((field) => !['system/role.code'].includes(field))
        .sort(),
    );
  });

  it('only the user and system resources and the new-screen wizard write roles, role links and menus', () => {
    const server = fileURLToPath(new URL('../../server', import.meta.url));
    const writers = fs
      .readdirSync(server, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.startsWith(`db${path.sep}`))
      .filter((file) =>
        /\.(setRoles|setLinked)\(|\.(menus|roles|depts)\.(insert|update|remove)\(|=> repos\.(menus|roles|depts)\b/.test(
          fs.readFileSync(path.join(server, file), 'utf8'),
        ),
      );
    expect(writers.sort()).toEqual(
      ['resources/system.ts', 'resources/users.ts', 'screens/studio-wizard.ts'].map((file) =>
        file.split('/').join(path.sep),
      ),
    );
  });
});

describe('users: roles, department, and users who hold more', () => {
  it('user:edit cannot promote itself: PUT own id with roleIds [admin] (the reproduction)', async () => {
    const hr = await delegate('hr', crud('user'));
    await refused(
      hr.call,
      'PUT',
      'api/sysUser',
      { id: hr.id, username: 'hr', nickname: 'hr', roleIds: [ids.adminRole] },
      'grant.ownRoles',
    );
    expect((await hr.call('GET', 'api/sysRole?page=0&size=1')).statusCode).toBe(403);
  });

  it('user:add and user:edit cannot give a role holding what they lack (admin, operator)', async () => {
    const hr = await delegate('hr2', crud('user'));
    await refused(
      hr.call,
      'POST',
      'api/sysUser',
      { username: 'x1', nickname: 'x1', roleIds: [ids.adminRole], password: encrypt(PASSWORD) },
      'grant.role',
      { name: '超级管理员' },
    );
    await refused(
      hr.call,
      'PUT',
      'api/sysUser',
      { id: ids.plain, username: 'plain', nickname: 'plain', roleIds: [ids.operatorRole] },
      'grant.role',
      { name: '运营人员' },
    );
    // Within the ceiling the grant works: the caller's own role.
    expect(
      (
        await hr.call('PUT', 'api/sysUser', {
          id: ids.plain,
          username: 'plain',
          nickname: 'plain',
          roleIds: [hr.roleId],
        })
      ).statusCode,
    ).toBe(200);
  });

  // The reproduction with data scope `self`: here the admin is outside that scope, so not
  // found (404) before the ceiling is asked; the ceiling case is the next one, with scope `dept`.
  it("user:edit with data scope self cannot reset the admin's password (the reproduction)", async () => {
    const self = await delegate('selfish', crud('user'), { dataScope: 'self' });
    const response = await unchanged(t.db, () =>
      self.call('PUT', 'api/sysUser', {
        id: ids.admin,
        username: 'admin',
        nickname: 'admin',
        password: encrypt('taken-over-1'),
      }),
    );
    expect(response.statusCode).toBe(404);
    await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
  });

  it('user:edit and user:del cannot reset, disable or delete a user who holds more (the admin)', async () => {
    const hr = await delegate('hr3', crud('user'), { dataScope: 'dept' });
    const name = { name: 'admin' };
    await refused(
      hr.call,
      'PUT',
      'api/sysUser',
      { id: ids.admin, username: 'admin', nickname: 'admin', password: encrypt('taken-over-1') },
      'grant.higherUser',
      name,
    );
    await refused(
      hr.call,
      'PUT',
      'api/sysUser',
      { id: ids.admin, username: 'admin', nickname: 'admin', status: false },
      'grant.higherUser',
      name,
    );
    await refused(hr.call, 'DELETE', 'api/sysUser', [ids.admin], 'grant.higherUser', name);
    await refused(hr.call, 'DELETE', `api/sysUser/${ids.admin}`, undefined, 'grant.higherUser', name);
  });

  it('a department outside the own data scope cannot be given', async () => {
    const hr = await delegate('hr4', crud('user'), { dataScope: 'custom', deptIds: [ids.mk!] });
    await refused(
      hr.call,
      'POST',
      'api/sysUser',
      { username: 'x2', nickname: 'x2', deptId: ids.rd, password: encrypt(PASSWORD) },
      'grant.dept',
      { id: ids.rd! },
    );
    expect(
      (
        await hr.call('POST', 'api/sysUser', {
          username: 'x3',
          nickname: 'x3',
          deptId: ids.mk,
          password: encrypt(PASSWORD),
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('roles: menus, data scope, code, and roles that grant more', () => {
  it('role:edit cannot put every menu into its own role (the reproduction), nor role:add into a new one', async () => {
    const roler = await delegate('roler', crud('role'));
    const every = menus.map((menu) => menu.id);
    const first = menus.find((menu) => menu.permission && !crud('role').includes(menu.permission))!.permission!;
    await refused(
      roler.call,
      'PUT',
      'api/sysRole',
      { id: roler.roleId, name: 'roler', code: 'roler', dataScope: 'all', menuIds: every },
      LACKING,
    );
    await refused(
      roler.call,
      'POST',
      'api/sysRole',
      { name: 'all', code: 'all', dataScope: 'all', menuIds: every },
      LACKING,
    );
    await refused(
      roler.call,
      'POST',
      'api/sysRole',
      { name: 'one', code: 'one', dataScope: 'all', menuIds: menusWith([first]) },
      'grant.permission',
      { permission: first },
    );
    expect(
      (
        await roler.call('POST', 'api/sysRole', {
          name: 'lister',
          code: 'lister',
          dataScope: 'all',
          menuIds: menusWith(['role:list']),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('role:add cannot give a role the code admin', async () => {
    const roler = await delegate('roler2', crud('role'));
    await refused(
      roler.call,
      'POST',
      'api/sysRole',
      { name: 'fake', code: 'admin', dataScope: 'all', menuIds: [] },
      'grant.permission',
      { permission: 'admin' },
    );
  });

  it('role:edit and role:del cannot change or delete a role that grants more (admin)', async () => {
    const roler = await delegate('roler3', crud('role'));
    await refused(
      roler.call,
      'PUT',
      'api/sysRole',
      { id: ids.adminRole, name: 'mine', code: 'admin', dataScope: 'all' },
      'grant.higherRole',
      { name: '超级管理员' },
    );
    await refused(roler.call, 'DELETE', 'api/sysRole', [ids.adminRole], 'grant.higherRole', { name: '超级管理员' });
    await refused(roler.call, 'DELETE', `api/sysRole/${ids.adminRole}`, undefined, 'grant.higherRole', {
      name: '超级管理员',
    });
  });

  it('a data scope wider than the own, or custom departments outside it, cannot be given', async () => {
    const roler = await delegate('roler4', crud('role'), { dataScope: 'custom', deptIds: [ids.mk!] });
    const role = { name: 'wide', code: 'wide', menuIds: [] };
    await refused(roler.call, 'POST', 'api/sysRole', { ...role, dataScope: 'all' }, 'grant.dataScope', {
      scope: 'all',
    });
    await refused(roler.call, 'POST', 'api/sysRole', { ...role, dataScope: 'dept' }, 'grant.dataScope', {
      scope: 'dept',
    });
    await refused(
      roler.call,
      'POST',
      'api/sysRole',
      { ...role, dataScope: 'custom', deptIds: [ids.rd] },
      'grant.dept',
      { id: ids.rd! },
    );
    await refused(
      roler.call,
      'PUT',
      'api/sysRole',
      { id: roler.roleId, name: 'roler4', code: 'roler4', dataScope: 'all' },
      'grant.dataScope',
      { scope: 'all' },
    );
    expect(
      (await roler.call('POST', 'api/sysRole', { ...role, dataScope: 'custom', deptIds: [ids.mk] })).statusCode,
    ).toBe(201);
  });
});

describe('menus: permission strings', () => {
  it('menu:edit cannot set a permission string to admin (the reproduction) or another role code', async () => {
    const menuer = await delegate('menuer', crud('menu'));
    const own = menus.find((menu) => menu.permission === 'menu:del')!;
    const body = { id: own.id, type: own.type, title: own.title };
    await refused(menuer.call, 'PUT', 'api/sysMenu', { ...body, permission: 'admin' }, 'grant.roleCodeAsPermission', {
      permission: 'admin',
    });
    await refused(
      menuer.call,
      'PUT',
      'api/sysMenu',
      { ...body, permission: 'operator' },
      'grant.roleCodeAsPermission',
      { permission: 'operator' },
    );
    await refused(
      menuer.call,
      'POST',
      'api/sysMenu',
      { type: 2, title: 'x', permission: 'admin' },
      'grant.roleCodeAsPermission',
      { permission: 'admin' },
    );
  });

  it('menu:edit cannot set a permission it lacks, nor change a menu whose permission it lacks', async () => {
    const menuer = await delegate('menuer2', crud('menu'));
    const own = menus.find((menu) => menu.permission === 'menu:del')!;
    const theirs = menus.find((menu) => menu.permission === 'user:del')!;
    await refused(
      menuer.call,
      'PUT',
      'api/sysMenu',
      { id: own.id, type: own.type, title: own.title, permission: 'user:del' },
      'grant.permission',
      { permission: 'user:del' },
    );
    await refused(
      menuer.call,
      'PUT',
      'api/sysMenu',
      { id: theirs.id, type: theirs.type, title: theirs.title, permission: 'menu:del' },
      'grant.permission',
      { permission: 'user:del' },
    );
    expect(
      (await menuer.call('POST', 'api/sysMenu', { type: 2, title: 'mine', permission: 'menu:list' })).statusCode,
    ).toBe(201);
  });
});

describe('departments', () => {
  it('dept:add and dept:edit cannot create or move departments outside the own data scope', async () => {
    const depter = await delegate('depter', crud('dept'), { dataScope: 'custom', deptIds: [ids.mk!] });
    await refused(depter.call, 'POST', 'api/sysDept', { name: 'root' }, 'grant.rootDept');
    await refused(depter.call, 'POST', 'api/sysDept', { name: 'under rd', pid: ids.rd }, 'grant.dept', { id: ids.rd! });
    await refused(depter.call, 'PUT', 'api/sysDept', { id: ids.rd, name: '研发部', pid: ids.mk }, 'grant.dept', {
      id: ids.rd!,
    });
    await refused(depter.call, 'DELETE', 'api/sysDept', [ids.rd], 'grant.dept', { id: ids.rd! });
    await refused(depter.call, 'DELETE', `api/sysDept/${ids.rd}`, undefined, 'grant.dept', { id: ids.rd! });
    expect((await depter.call('POST', 'api/sysDept', { name: 'under mk', pid: ids.mk })).statusCode).toBe(201);
  });
});

describe('tenant packages', () => {
  it('tenantPackage:add and :edit cannot put a permission the operator lacks into a package', async () => {
    const operator = await delegate('packager', ['tenantPackage:list', 'tenantPackage:add', 'tenantPackage:edit']);
    const packageId = await createOk(operator.call, 'api/tenantPackage', { name: 'own', menuIds: [] });
    await refused(
      operator.call,
      'POST',
      'api/tenantPackage',
      { name: 'more', menuIds: menusWith(['user:del']) },
      'grant.permission',
      {
        permission: 'user:del',
      },
    );
    await refused(
      operator.call,
      'PUT',
      'api/tenantPackage',
      { id: packageId, name: 'own', menuIds: menusWith(['user:del']) },
      'grant.permission',
      { permission: 'user:del' },
    );
  });
});

describe('the super-admin keeps full power', () => {
  it('gives the admin role, every menu and any permission string', async () => {
    const id = await createOk(admin, 'api/sysUser', {
      username: 'second',
      nickname: 'second',
      roleIds: [ids.adminRole],
      password: encrypt(PASSWORD),
    });
    expect(id).toBeGreaterThan(0);
    await createOk(admin, 'api/sysRole', {
      name: 'everything',
      code: 'everything',
      dataScope: 'all',
      menuIds: menus.map((menu) => menu.id),
    });
    await createOk(admin, 'api/sysMenu', { type: 2, title: 'any', permission: 'anything:do' });
  });
});

describe('the walk covered every grant route', () => {
  it('each write route of the grant screens was refused above or is listed as granting nothing', async () => {
    const writes = (await routeTable(t.app))
      .filter(
        (route) => route.method !== 'GET' && GRANT_SCREEN_APIS.some((api) => route.path.startsWith(`/prod-api/${api}`)),
      )
      .map((route) => `${route.method} ${route.path.replace(/:\w+/g, ':id')}`);
    const expected = writes.filter((route) => !(route in NOT_GRANT_ROUTES)).sort();
    expect([...refusedRoutes].sort()).toEqual(expected);
    Object.keys(NOT_GRANT_ROUTES).forEach((route) => expect(writes).toContain(route));
  });
});
