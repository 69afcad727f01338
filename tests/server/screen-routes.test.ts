// Every schema-backed route, enumerated from the screen registry and the guarded routes, so no
// route is forgotten: 401 without a token, 403 without the permission, 400 on bad bodies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, usersRoles } from '../../server/db/schema';
import { declaredEndpoints, screenEndpoints } from '../../server/screens/endpoints';
import type { LoadedScreen } from '../../server/screens/registry';
import type { AnyScreen, FormNode } from '../../server/screens/types';
import { encryptedFields } from '../../server/screens/form-body';
import { supports } from '../../server/screens/resource';
import { createTestApp, type TestApp } from './helpers/app';
import { createUser, loginToken } from './helpers/auth';
import { client, type Call } from './helpers/api';
import { validRow } from './helpers/valid-body';

let t: TestApp;
let admin: Call;
let nobody: Call;
let screens: LoadedScreen[];
let custom: LoadedScreen<AnyScreen>[];

/**
 * Bodies for the system screens, whose server code adds rules beyond the form (a handler name,
 * a cron expression, an existing dictionary); every other screen's body is built from its form.
 */
const validBodies: Record<string, Record<string, unknown>> = {
  'system/user': { username: 'valid_user', nickname: 'Valid' },
  'system/role': { name: 'Valid', code: 'valid', dataScope: 'all' },
  'system/menu': { type: 1, title: 'menu.valid' },
  'system/dept': { name: 'Valid' },
  'system/dict': { name: 'valid_dict' },
  'system/dict-detail': { dictId: 1, label: 'Valid', value: 'valid' },
  'system/job': { name: 'Valid' },
  'system/translate-config': { language: 'en', name: 'English' },
  'system/timing': { name: 'Valid', handler: 'cleanLoginLogs', cron: '0 3 * * *' },
  'system/basic-config': { configKey: 'systemTitle', configValue: 'Valid' },
  // The first admin's password is RSA-encrypted, and creating a tenant needs a package.
  'platform/tenant': { name: 'Valid', contactName: 'Valid' },
};

const validBodyOf = (screen: LoadedScreen['screen']) => validBodies[screen.id] ?? validRow(screen);

// Concrete URL of an endpoint path (`:id` → a row id that does not exist).
const url = (path: string) => path.replace(':id', '999999');

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', 'admin-pass-123'));
  // A user without any role holds no authority at all.
  const id = await createUser(t.db, { username: 'nobody', password: 'nobody-pass' });
  await t.db.delete(usersRoles).where(eq(usersRoles.userId, id));
  nobody = client(t, await loginToken(t.app, t.db, 'nobody', 'nobody-pass'));
  screens = await t.app.screens.all();
  custom = await t.app.screens.custom();
});
afterAll(() => t.close());

/** Every (method, url, screen, action) the server guards by a screen permission. */
function guardedRoutes() {
  // A read-only resource (the audit log) has no write routes at all.
  const served = (id: string, kind: string) => {
    const resource = t.app.screenResources.get(id);
    return !resource || supports(resource, kind);
  };
  const fromScreens = screens.flatMap(({ screen }) =>
    screenEndpoints(screen)
      .filter((endpoint) => served(screen.id, endpoint.kind))
      .map((endpoint) => ({
        method: endpoint.method,
        url: url(endpoint.path),
        screen,
        action: endpoint.action,
      })),
  );
  const custom = t.app.screenRoutes
    .map((route) => ({
      method: route.method as 'GET',
      url: url(route.url.replace('/prod-api/', '')),
      screen: screens.find((item) => item.screen.id === route.id)!.screen,
      action: route.action,
    }))
    .filter((route) => !fromScreens.some((known) => known.method === route.method && known.url === route.url));
  return [...fromScreens, ...custom];
}

describe('schema-backed routes', () => {
  it('cover every screen of the registry', () => {
    expect(screens.map((item) => item.screen.id)).toEqual(expect.arrayContaining(Object.keys(validBodies)));
    expect(t.app.screenRoutes.length).toBeGreaterThan(40);
  });

  it('answer 401 without a token', async () => {
    for (const route of guardedRoutes()) {
      const response = await t.app.inject({
        method: route.method,
        url: `/prod-api/${route.url}`,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answer 403 {status, message} without the permission the schema declares, before validating', async () => {
    for (const route of guardedRoutes()) {
      const response = await nobody(route.method, route.url, route.method === 'GET' ? undefined : { junk: true });
      const declared = route.screen.permissions?.[route.action] !== undefined;
      if (declared)
        expect(response.json(), `${route.method} ${route.url}`).toEqual({ status: 403, message: '没有权限执行此操作' });
      else expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
  });

  it('answer 400 naming the field: unknown key, missing, wrong type, too long, bad pattern', async () => {
    for (const { screen } of screens.filter((item) => item.screen.form)) {
      const { create = screen.api.list, update = screen.api.list } = screen.api;
      const valid = validBodyOf(screen);
      const secret = new Set(encryptedFields(screen));
      const expect400 = async (body: Record<string, unknown>, message: string) => {
        for (const [method, path, extra] of [
          ['POST', create, {}],
          ['PUT', update, { id: 999999 }],
        ] as const) {
          const response = await admin(method, path, { ...valid, ...extra, ...body });
          expect(response.json(), `${method} ${path} ${JSON.stringify(body)}`).toEqual({ status: 400, message });
        }
      };
      await expect400({ zzz: 1 }, '不允许的字段 zzz');
      await expect400(
        { [Object.keys(valid)[0]!]: {} },
        `${Object.keys(valid)[0]} 的类型应为 ${screen.form!.properties![Object.keys(valid)[0]!]!.type}`,
      );
      for (const name of screen.form!.required ?? []) {
        const response = await admin('POST', create, { ...valid, [name]: undefined });
        expect(response.json(), `${screen.id} ${name}`).toEqual({ status: 400, message: `缺少必填字段 ${name}` });
      }
      for (const [name, field] of Object.entries(screen.form!.properties ?? {}) as [string, FormNode][]) {
        if (secret.has(name) || field['x-submit'] === false) continue;
        if (typeof field.maxLength === 'number')
          await expect400({ [name]: 'x'.repeat(field.maxLength + 1) }, `${name} 的长度不能超过 ${field.maxLength}`);
        if (typeof field.pattern === 'string') await expect400({ [name]: ' \t' }, `${name} 的值无效`);
      }
    }
    // Hundreds of requests over every screen's form: the limit only stops a hang (a loaded 2-core
    // machine took 30 s), it measures nothing.
  }, 180_000);

  it('refuse fields marked x-submit: false', async () => {
    const response = await admin('POST', 'api/sysUser', { ...validBodies['system/user'], confirmPassword: 'x' });
    expect(response.json()).toEqual({ status: 400, message: '不允许的字段 confirmPassword' });
  });

  it('answer 404 for a valid update of a row that does not exist', async () => {
    const response = await admin('PUT', 'api/sysDept', { ...validBodies['system/dept'], id: 999999 });
    expect(response.statusCode).toBe(404);
  });

  it('translate validation messages by the Language header', async () => {
    const response = await admin(
      'POST',
      'api/sysRole',
      { name: 'x', code: 'xx', dataScope: 'all', zzz: 1 },
      { language: 'en' },
    );
    expect(response.json()).toEqual({ status: 400, message: expect.stringContaining('zzz') });
    expect(response.json<{ message: string }>().message).not.toContain('不允许');
  });
});

// Screens that declare their own calls (the chat config document and its agents table): their
// routes are their own (server/routes/chat-config.ts), so only the guard is common to all.
describe('declared calls of screens with their own calls', () => {
  // `{id}`-style path parameters become a row id that does not exist.
  const calls = () =>
    custom.flatMap(({ screen }) =>
      declaredEndpoints(screen).map((endpoint) => ({
        ...endpoint,
        url: endpoint.path.replace(/:\w+/g, '999999'),
        screen,
      })),
    );

  it('include the chat config document and its agents table', () => {
    expect(custom.map((item) => item.screen.id)).toEqual(expect.arrayContaining(['imchat/config', 'imchat/agents']));
    expect(calls().map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining([
        'GET im/config',
        'POST im/config',
        'POST im/config/email',
        'POST im/config/syncService',
        'GET im/config/service',
        'POST im/config/saveService',
        'POST im/config/delService',
        'POST im/config/setEmailStatus',
      ]),
    );
  });

  it('are served to the browser like any screen', async () => {
    const response = await admin('GET', 'api/screens/imchat/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'imchat/config',
      kind: 'document',
      load: { method: 'GET', path: 'im/config' },
    });
    expect(await t.app.screens.get('imchat/config')).toBeNull();
  });

  it('answer 401 without a token', async () => {
    for (const call of calls()) {
      const response = await t.app.inject({
        method: call.method,
        url: `/prod-api/${call.url}`,
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answer 403 without the permission the schema declares, before validating', async () => {
    for (const call of calls()) {
      expect(call.screen.permissions?.[call.action], `${call.screen.id} declares ${call.action}`).toBeDefined();
      const response = await nobody(call.method, call.url, call.method === 'GET' ? undefined : { junk: true });
      expect(response.json(), `${call.method} ${call.url}`).toEqual({ status: 403, message: '没有权限执行此操作' });
    }
  });
});

describe('list queries', () => {
  it.each([
    ['sort on a column that is not sortable', 'api/sysUser?sort=phone,asc', '不能按 phone,asc 排序'],
    ['sort on a hidden column', 'api/sysUser?sort=passwordHash,asc', '不能按 passwordHash,asc 排序'],
    [
      'SQL in the sort',
      'api/sysUser?sort=username;drop%20table%20users,asc',
      '不能按 username;drop table users,asc 排序',
    ],
    ['a bad direction', 'api/sysUser?sort=username,sideways', '不能按 username,sideways 排序'],
    ['a filter the screen does not declare', 'api/sysUser?passwordHash=x', '不能按 passwordHash 筛选'],
    ['three values for one filter', 'api/sysUser?username=a&username=b&username=c', '不能按 username 筛选'],
    ['a range on an equality field', 'api/sysUser?status=true&status=false', '不能按 status 筛选'],
    ['a date range that is not dates', 'api/sysUser?createTime=x&createTime=y', '不能按 createTime 筛选'],
    ['a page below 0', 'api/sysUser?page=-1&size=10', 'page 必须是 0 到 1000000000 之间的整数'],
    ['a size above 100', 'api/sysUser?page=0&size=101', 'size 必须是 1 到 100 之间的整数'],
  ])('answer 400 on %s', async (_what, path, message) => {
    expect((await admin('GET', path)).json()).toEqual({ status: 400, message });
  });

  it('treat SQL in filter values as text', async () => {
    const response = await admin('GET', `api/sysUser?blurry=${encodeURIComponent("' OR 1=1 --")}`);
    expect(response.json()).toEqual({ content: [], totalElements: 0 });
    const stillThere = await t.db.select({ id: users.id }).from(users);
    expect(stillThere.length).toBeGreaterThan(0);
  });

  it('accept the dictionary size 9999 only on dictionary details', async () => {
    expect((await admin('GET', 'api/sysDictDetail?dictName=sex&page=0&size=9999')).json()).toMatchObject({
      totalElements: 2,
    });
    expect((await admin('GET', 'api/sysRole?page=0&size=9999')).statusCode).toBe(400);
  });
});
