// The screen studio's server (api/studio/*): a tenant's own screens and versions of built-in ones,
// checked in full before they are written, served to that tenant only, with history, rollback,
// export and import, a 409 on a stale base, an audit row per write, and 403 without its permissions.
import { readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, SCHEMAS_DIR, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { createUser, loginToken } from './helpers/auth';
import { addOtherTenant } from './helpers/chat-setup';
import { studioScreen } from './helpers/studio-screen';
import { validRow } from './helpers/valid-body';
import { menus, tenants } from '../../server/db/schema';
import type { Screen } from '../../server/screens/types';

let t: TestApp;
let admin: Call;
let operator: Call;
let otherTenant: Call;

const CATALOGUE = readFileSync(path.join(SCHEMAS_DIR, 'tools/catalogue.json'), 'utf8');
const catalogue = () => JSON.parse(CATALOGUE) as Screen;

/** A tenant-made collection screen with permissions and a dictionary the seeded tenant has. */
const suppliers = (extra: Record<string, unknown> = {}): Screen => {
  const screen = studioScreen('crm/suppliers', 'api/crmSuppliers');
  screen.columns.push({
    key: 'enabled',
    title: 'tools.common.enabled',
    cell: 'dict',
    props: { dict: 'common_status' },
  });
  return { ...screen, ...extra } as Screen;
};
const text = (screen: object) => JSON.stringify(screen, null, 2);

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  await createUser(t.db, { username: 'studio-operator', password: 'operator-pass', role: 'operator' });
  operator = client(t, await loginToken(t.app, t.db, 'studio-operator', 'operator-pass'));
  otherTenant = client(
    t,
    await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass-123'), 'other-pass-123'),
  );
});
afterAll(() => t.close());

describe('a screen only the tenant has', () => {
  it('is published, served with its version, and its collection routes answer', async () => {
    const published = await admin('POST', 'api/studio/publish/crm/suppliers', {
      text: text(suppliers()),
      baseVersion: 0,
      message: 'first suppliers',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      screenId: 'crm/suppliers',
      version: 1,
      state: 'published',
      authorName: 'admin',
    });

    const served = await admin('GET', 'api/screens/crm/suppliers');
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(text(suppliers()));
    expect(served.headers.etag).toBeTruthy();

    const created = await admin('POST', 'api/crmSuppliers', { name: 'ACME' });
    expect(created.statusCode, created.body).toBe(201);
    const rows = (await admin('GET', 'api/crmSuppliers?page=0&size=10')).json<{ content: { name: string }[] }>();
    expect(rows.content.map((row) => row.name)).toEqual(['ACME']);
    // The form is the published one: a name over 60 characters is refused.
    expect((await admin('POST', 'api/crmSuppliers', { name: 'x'.repeat(61) })).statusCode).toBe(400);

    const list = (await admin('GET', 'api/studio/screens')).json<{ id: string }[]>();
    expect(list.find((item) => item.id === 'crm/suppliers')).toMatchObject({
      origin: 'custom',
      state: 'published',
      publishedVersion: 1,
      draftVersion: null,
      latest: { authorName: 'admin', message: 'first suppliers', version: 1 },
    });
  });

  it('stays the tenant’s own: another tenant neither sees it nor reaches its routes', async () => {
    const list = (await otherTenant('GET', 'api/studio/screens')).json<{ id: string }[]>();
    expect(list.map((item) => item.id)).not.toContain('crm/suppliers');
    expect((await otherTenant('GET', 'api/studio/screen/crm/suppliers')).statusCode).toBe(404);
    expect((await otherTenant('GET', 'api/studio/history/crm/suppliers')).statusCode).toBe(404);
    expect((await otherTenant('GET', 'api/studio/version/1/crm/suppliers')).statusCode).toBe(404);
    expect((await otherTenant('GET', 'api/studio/export/crm/suppliers')).statusCode).toBe(404);
    expect((await otherTenant('GET', 'api/screens/crm/suppliers')).statusCode).toBe(404);
    expect((await otherTenant('GET', 'api/crmSuppliers?page=0&size=10')).statusCode).toBe(404);
    // Its rollback of the first tenant's version finds nothing either.
    const rollback = await otherTenant('POST', 'api/studio/rollback/crm/suppliers', { version: 1, baseVersion: 0 });
    expect(rollback.statusCode).toBe(404);
    expect((await admin('GET', 'api/studio/history/crm/suppliers')).json()).toHaveLength(1);
  });
});

describe('a version of a built-in screen', () => {
  it('is served to its tenant only, with the file staying every other tenant’s', async () => {
    const screen = catalogue();
    screen.form!.required = [...(screen.form!.required ?? []), 'code'];
    screen.form!.properties!.code = {
      type: 'string',
      title: 'tools.catalogue.name',
      pattern: '^C\\d{3}$',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    };
    const before = (await admin('GET', 'api/screens/tools/catalogue')).headers.etag;
    const published = await admin('POST', 'api/studio/publish/tools/catalogue', {
      text: text(screen),
      baseVersion: 0,
      message: 'a code',
    });
    expect(published.statusCode, published.body).toBe(200);

    const served = await admin('GET', 'api/screens/tools/catalogue');
    expect(served.body).toBe(text(screen));
    expect(served.headers.etag).not.toBe(before);
    expect((await otherTenant('GET', 'api/screens/tools/catalogue')).body).toBe(CATALOGUE);

    const body = validRow(catalogue() as Screen);
    expect((await admin('POST', 'api/catalogue', body)).statusCode).toBe(400);
    expect((await admin('POST', 'api/catalogue', { ...body, code: 'bad' })).statusCode).toBe(400);
    const created = await admin('POST', 'api/catalogue', { ...body, code: 'C001' });
    expect(created.statusCode, created.body).toBe(201);

    const item = (await admin('GET', 'api/studio/screens'))
      .json<{ id: string }[]>()
      .find((row) => row.id === 'tools/catalogue');
    expect(item).toMatchObject({ origin: 'overridden', publishedVersion: 1 });
  });

  it('keeps the file’s routes: a changed api or storage is refused at its path', async () => {
    const screen = { ...catalogue(), api: { list: 'api/catalogue2' } };
    const refused = await admin(
      'POST',
      'api/studio/publish/tools/catalogue',
      { text: text(screen), baseVersion: 1 },
      {
        language: 'en',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: '/api', message: 'An override of a built-in screen cannot change api' },
    ]);
  });
});

describe('the check', () => {
  it('refuses typos, wrong types and bad patterns, listing every error by path in the caller’s language', async () => {
    const screen = suppliers();
    screen.form!.properties = {
      name: {
        type: 'string',
        title: 'tools.catalogue.name',
        'x-decorator': 'FormItem',
        'x-compnent': 'Input',
        minLenght: 2,
      } as never,
      code: { type: 'string', title: 'tools.catalogue.name', maxLength: '60', 'x-component': 'Input' } as never,
    };
    const refused = await admin(
      'POST',
      'api/studio/draft/crm/suppliers',
      { text: text(screen), baseVersion: 1 },
      { language: 'en' },
    );
    expect(refused.statusCode).toBe(400);
    const { message, errors } = refused.json<{ message: string; errors: { path: string; message: string }[] }>();
    expect(message).toMatch(/problem/);
    expect(errors.map((error) => error.path)).toEqual(
      expect.arrayContaining([
        '/form/properties/name/x-compnent',
        '/form/properties/name/minLenght',
        '/form/properties/code/maxLength',
      ]),
    );
    expect(errors.find((error) => error.path === '/form/properties/name/minLenght')!.message).toBe(
      'is not a known keyword here',
    );

    const zh = await admin('POST', 'api/studio/draft/crm/suppliers', { text: text(screen), baseVersion: 1 });
    expect(
      zh.json().errors.find((error: { path: string }) => error.path === '/form/properties/name/minLenght').message,
    ).toBe('此处不允许这个关键字');

    const badPattern = suppliers();
    badPattern.form!.properties!.name = { ...badPattern.form!.properties!.name, pattern: '([a-z' };
    const patternRefused = await admin('POST', 'api/studio/publish/crm/suppliers', {
      text: text(badPattern),
      baseVersion: 1,
    });
    expect(patternRefused.statusCode).toBe(400);
    expect(patternRefused.json().errors[0].path).toBe('/form/properties/name/pattern');

    expect(
      (await admin('POST', 'api/studio/draft/crm/suppliers', { text: '{ nope', baseVersion: 1 })).json().errors,
    ).toEqual([{ path: '/', message: expect.stringContaining('不是有效的 JSON') }]);
  });

  it('answers the same check without writing anything (the editor as the author types)', async () => {
    const unwritten = (extra: Record<string, unknown> = {}) =>
      suppliers({ id: 'crm/unwritten', api: { list: 'api/crmUnwritten' }, ...extra });
    const typo = unwritten();
    typo.form!.properties!.name = { ...typo.form!.properties!.name, minLenght: 2 } as never;
    const refused = await admin('POST', 'api/studio/check/crm/unwritten', { text: text(typo) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: '/form/properties/name/minLenght', message: '此处不允许这个关键字' },
    ]);
    expect((await admin('POST', 'api/studio/check/crm/unwritten', { text: text(unwritten()) })).statusCode).toBe(204);
    expect((await admin('POST', 'api/studio/check/crm/unwritten', { text: '' })).statusCode).toBe(400);
    expect((await admin('GET', 'api/studio/history/crm/unwritten')).statusCode).toBe(404);
  });

  it('refuses permissions and dictionaries the tenant does not have, and paths other screens use', async () => {
    const screen = suppliers({ permissions: { list: 'nobody:list', del: ['catalogue:del', 'ghost:del'] } });
    screen.columns[1]!.props = { dict: 'no_such_dict' };
    const refused = await admin(
      'POST',
      'api/studio/publish/crm/suppliers',
      { text: text(screen), baseVersion: 1 },
      { language: 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: '/permissions/list', message: 'The permission "nobody:list" does not exist in this tenant' },
      { path: '/permissions/del/1', message: 'The permission "ghost:del" does not exist in this tenant' },
      { path: '/columns/1/props/dict', message: 'The dictionary "no_such_dict" does not exist in this tenant' },
    ]);

    const clash = suppliers({ id: 'crm/vendors', api: { list: 'api/catalogue' } });
    const taken = await admin('POST', 'api/studio/publish/crm/vendors', { text: text(clash), baseVersion: 0 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].path).toBe('/api/list');

    const table = suppliers({ id: 'crm/vendors', storage: undefined, api: { list: 'api/crmVendors' } });
    const notCollection = await admin('POST', 'api/studio/publish/crm/vendors', { text: text(table), baseVersion: 0 });
    expect(notCollection.json().errors[0].path).toBe('/storage');
    // Nothing of the refused writes was stored.
    expect((await admin('GET', 'api/studio/history/crm/suppliers')).json()).toHaveLength(1);
    expect((await admin('GET', 'api/studio/screen/crm/vendors')).statusCode).toBe(404);
  });
});

describe('drafts, conflicts, history, rollback', () => {
  const named = (maxLength: number) => {
    const screen = suppliers();
    screen.form!.properties!.name!.maxLength = maxLength;
    return text(screen);
  };

  it('saves a draft without serving it', async () => {
    const draft = await admin('POST', 'api/studio/draft/crm/suppliers', { text: named(80), baseVersion: 1 });
    expect(draft.json()).toMatchObject({ version: 2, state: 'draft' });
    expect((await admin('GET', 'api/screens/crm/suppliers')).body).toBe(text(suppliers()));
    const read = (await admin('GET', 'api/studio/screen/crm/suppliers')).json();
    expect(read).toMatchObject({
      state: 'draft',
      publishedVersion: 1,
      draftVersion: 2,
      text: text(suppliers()),
      baseline: null,
      published: { version: 1, text: text(suppliers()) },
      draft: { version: 2, text: named(80) },
    });
    expect(read.versions.map((row: { version: number }) => row.version)).toEqual([2, 1]);
  });

  it('publishes, and refuses a publish over a version published meanwhile with both versions', async () => {
    expect(
      (
        await admin('POST', 'api/studio/publish/crm/suppliers', { text: named(80), baseVersion: 1, message: 'longer' })
      ).json(),
    ).toMatchObject({
      version: 3,
      state: 'published',
    });
    const stale = await admin('POST', 'api/studio/publish/crm/suppliers', { text: named(90), baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 409,
      base: { version: 1, text: text(suppliers()) },
      current: { version: 3, text: named(80), authorName: 'admin', message: 'longer' },
    });
    expect(
      (await admin('POST', 'api/studio/draft/crm/suppliers', { text: named(90), baseVersion: 0 })).statusCode,
    ).toBe(409);
    expect((await admin('GET', 'api/screens/crm/suppliers')).body).toBe(named(80));
  });

  it('reads any version and rolls back by publishing an old one as a new version', async () => {
    const first = (await admin('GET', 'api/studio/version/1/crm/suppliers')).json();
    expect(first).toMatchObject({ version: 1, text: text(suppliers()), state: 'published' });
    expect((await admin('GET', 'api/studio/version/9/crm/suppliers')).statusCode).toBe(404);

    const rolled = await admin('POST', 'api/studio/rollback/crm/suppliers', {
      version: 1,
      baseVersion: 3,
      message: 'back',
    });
    expect(rolled.json()).toMatchObject({ version: 4, state: 'published', message: 'back' });
    expect((await admin('GET', 'api/screens/crm/suppliers')).body).toBe(text(suppliers()));
    const history = (await admin('GET', 'api/studio/history/crm/suppliers')).json<
      { version: number; state: string }[]
    >();
    expect(history.map((row) => [row.version, row.state])).toEqual([
      [4, 'published'],
      [3, 'published'],
      [2, 'draft'],
      [1, 'published'],
    ]);
  });
});

describe('export and import', () => {
  it('exports the served screen as its file and imports a file as a draft or published', async () => {
    const exported = await admin('GET', 'api/studio/export/crm/suppliers');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="crm-suppliers.json"');
    expect(exported.body).toBe(text(suppliers()));

    const vendors = text(suppliers({ id: 'crm/vendors', api: { list: 'api/crmVendors' } }));
    const draft = await admin('POST', 'api/studio/import', { text: vendors, baseVersion: 0 });
    expect(draft.json()).toMatchObject({ screenId: 'crm/vendors', version: 1, state: 'draft' });
    expect((await admin('GET', 'api/screens/crm/vendors')).statusCode).toBe(404);
    const published = await admin('POST', 'api/studio/import', {
      text: vendors,
      baseVersion: 0,
      publish: true,
      message: 'from git',
    });
    expect(published.json()).toMatchObject({ version: 2, state: 'published' });
    expect((await admin('GET', 'api/screens/crm/vendors')).body).toBe(vendors);

    const noId = await admin('POST', 'api/studio/import', { text: '{}', baseVersion: 0 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0].path).toBe('/id');
  });
});

it('writes an audit row for every save, publish, rollback and import', async () => {
  const rows = await t.repos.auditLogs.of(1, 'crm/suppliers');
  expect(rows.map((row) => [row.action, row.username, row.detail.version, row.detail.baseVersion])).toEqual([
    ['screen.publish', 'admin', 1, 0],
    ['screen.save', 'admin', 2, 1],
    ['screen.publish', 'admin', 3, 1],
    ['screen.rollback', 'admin', 4, 3],
  ]);
  expect(rows[3]!.detail).toMatchObject({ from: 1, message: 'back', state: 'published' });
  const imports = await t.repos.auditLogs.of(1, 'crm/vendors');
  expect(imports.map((row) => [row.action, row.detail.state])).toEqual([
    ['screen.import', 'draft'],
    ['screen.import', 'published'],
  ]);
});

it('shows those rows on the audit log screen: newest first, this tenant’s only, read-only', async () => {
  const [other] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'other'));
  await t.repos.auditLogs.record({
    tenantId: other!.id,
    username: 'otherTenantUser',
    action: 'screen.publish',
    subject: 'crm/suppliers',
    detail: { version: 9, message: 'not yours' },
  });
  const written = await t.repos.auditLogs.of(1, 'crm/suppliers');
  const listed = await admin('GET', 'api/auditLog?page=0&size=10&subject=crm/suppliers');
  expect(listed.statusCode).toBe(200);
  const page = listed.json<{ content: Record<string, unknown>[]; totalElements: number }>();
  expect(page.totalElements).toBe(written.length);
  expect(page.content.map((row) => [row.action, row.version, row.message])).toEqual(
    written.reverse().map((row) => [row.action, row.detail.version, row.detail.message]),
  );
  expect(page.content[0]).toMatchObject({
    username: 'admin',
    subject: 'crm/suppliers',
    createTime: expect.any(String),
  });
  expect(page.content[0]).not.toHaveProperty('tenantId');
  const oldestFirst = await admin('GET', 'api/auditLog?page=0&size=10&subject=crm/suppliers&sort=createTime,asc');
  expect(oldestFirst.json<{ content: { version: number }[] }>().content.map((row) => row.version)).toEqual([
    1, 2, 3, 4,
  ]);
  // Nothing changes an audit row: the screen has no write routes at all.
  const id = page.content[0]!.id as number;
  expect((await admin('DELETE', 'api/auditLog', [id])).statusCode).toBe(404);
  expect((await admin('DELETE', `api/auditLog/${id}`)).statusCode).toBe(404);
  expect((await admin('PUT', 'api/auditLog', { id, message: 'x' })).statusCode).toBe(404);
  expect((await operator('GET', 'api/auditLog?page=0&size=10')).json()).toEqual({
    status: 403,
    message: '没有权限执行此操作',
  });
});

it('answers 403 on every studio route to a user without the studio permissions', async () => {
  const routes: [Parameters<Call>[0], string, object?][] = [
    ['GET', 'api/studio/screens'],
    ['GET', 'api/studio/screen/crm/suppliers'],
    ['GET', 'api/studio/history/crm/suppliers'],
    ['GET', 'api/studio/version/1/crm/suppliers'],
    ['GET', 'api/studio/export/crm/suppliers'],
    ['POST', 'api/studio/check/crm/suppliers', { text: text(suppliers()) }],
    ['POST', 'api/studio/draft/crm/suppliers', { text: text(suppliers()), baseVersion: 4 }],
    ['POST', 'api/studio/publish/crm/suppliers', { text: text(suppliers()), baseVersion: 4 }],
    ['POST', 'api/studio/rollback/crm/suppliers', { version: 1, baseVersion: 4 }],
    ['POST', 'api/studio/import', { text: text(suppliers()), baseVersion: 4 }],
  ];
  for (const [method, url, body] of routes) {
    const answer = await operator(method, url, body);
    expect(answer.statusCode, `${method} ${url}`).toBe(403);
  }
  expect((await admin('GET', 'api/studio/history/crm/suppliers')).json()).toHaveLength(4);
});

it('seeds the studio menu with its buttons, granted to the admin role only', async () => {
  const buttons = await t.db
    .select({ permission: menus.permission })
    .from(menus)
    .where(and(eq(menus.tenantId, 1), like(menus.permission, 'studio:%')))
    .orderBy(menus.sort);
  expect(buttons.map((row) => row.permission)).toEqual(['studio:list', 'studio:edit', 'studio:publish']);
  const held = await t.repos.roles.permissionsOfUser(1, 1);
  expect(held).toEqual(expect.arrayContaining(['studio:list', 'studio:edit', 'studio:publish']));
  const operatorId = (await t.repos.users.findByUsername('studio-operator'))!.id;
  expect((await t.repos.roles.permissionsOfUser(1, operatorId)).filter((name) => name.startsWith('studio:'))).toEqual(
    [],
  );
});
