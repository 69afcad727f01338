// GET api/screens/<id> (ETag, 304, reload on edit) and collection screens added at run time.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SCHEMAS_DIR, type TestApp } from './helpers/app';
import { adminAndOperator, type Call } from './helpers/api';

let t: TestApp;
let admin: Call;
let operator: Call;
const dir = mkdtempSync(path.join(os.tmpdir(), 'bo-schemas-'));

const note = (maxLength: number) => ({
  id: 'demo/note',
  title: 'menu.system.job',
  storage: 'collection',
  api: { list: 'api/demoNote' },
  permissions: { list: 'admin', add: 'admin', edit: 'admin', del: 'admin' },
  search: {
    type: 'object',
    properties: { title: { type: 'string', title: 'system.job.name', 'x-component': 'Input' } },
  },
  columns: [
    { key: 'title', title: 'system.job.name', sortable: true },
    { key: 'rank', title: 'system.common.sort', sortable: true },
  ],
  form: {
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', title: 'system.job.name', maxLength },
      rank: { type: 'integer', title: 'system.common.sort' },
    },
  },
});

/** Writes a screen file with a distinct mtime (edits within one second must still be seen). */
function writeScreen(id: string, screen: object, mtime: number): void {
  const file = path.join(dir, `${id}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(screen));
  utimesSync(file, mtime, mtime);
}

beforeAll(async () => {
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  t = await createTestApp({ schemasDir: dir });
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET api/screens/<id>', () => {
  it('answers the file with an ETag and no-cache, 304 when unchanged, 401 without a token', async () => {
    const response = await admin('GET', 'api/screens/system/user');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(readFileSync(path.join(dir, 'system/user.json'), 'utf8')));
    const etag = String(response.headers.etag);
    const again = await admin('GET', 'api/screens/system/user', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/api/screens/system/user' })).statusCode).toBe(401);
  });

  it("answers a user only the screens their menus lead to and those screens' sections, 403 for any other", async () => {
    // The operator's menus lead to system/user and to the document imchat/config, whose section shows imchat/agents.
    for (const id of ['system/user', 'imchat/config', 'imchat/agents'])
      expect((await operator('GET', `api/screens/${id}`)).statusCode, id).toBe(200);
    for (const id of ['system/role', 'system/menu', 'system/nothing']) {
      expect((await operator('GET', `api/screens/${id}`)).json(), id).toEqual({
        status: 403,
        message: '没有权限执行此操作',
      });
    }
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['system/nothing', '_meta/screen.schema', 'system/User', 'system/user.json']) {
      expect((await admin('GET', `api/screens/${id}`)).statusCode, id).toBe(404);
    }
  });
});

describe('a collection screen written at run time', () => {
  it('is served, validated, tenant-scoped, sorted and filtered with no server code', async () => {
    expect((await admin('GET', 'api/demoNote')).statusCode).toBe(404);
    writeScreen('demo/note', note(10), 1_000_000);

    const first = await admin('POST', 'api/demoNote', { title: 'beta', rank: 2 });
    expect(first.statusCode).toBe(201);
    const created = first.json<{ id: number }>();
    await admin('POST', 'api/demoNote', { title: 'alpha', rank: 10 });
    expect((await admin('POST', 'api/demoNote', { title: 'x', extra: 1 })).json()).toEqual({
      status: 400,
      message: '不允许的字段 extra',
    });
    expect((await admin('POST', 'api/demoNote', { title: 'x'.repeat(11) })).json()).toEqual({
      status: 400,
      message: 'title 的长度不能超过 10',
    });

    const sorted = (await admin('GET', 'api/demoNote?page=0&size=10&sort=rank,desc')).json<{
      content: { title: string }[];
      totalElements: number;
    }>();
    expect(sorted.content.map((row) => row.title)).toEqual(['alpha', 'beta']);
    expect((await admin('GET', 'api/demoNote?title=alp')).json()).toMatchObject({
      totalElements: 1,
      content: [{ title: 'alpha', rank: 10 }],
    });
    expect((await admin('GET', 'api/demoNote?secret=1')).statusCode).toBe(400);

    const updated = await admin('PUT', 'api/demoNote', { id: created.id, title: 'gamma' });
    expect(updated.json()).toMatchObject({ id: created.id, title: 'gamma', rank: 2 });
    expect((await operator('GET', 'api/demoNote')).json()).toEqual({ status: 403, message: '没有权限执行此操作' });

    // An edit of the file applies on the next request.
    writeScreen('demo/note', note(3), 2_000_000);
    expect((await admin('POST', 'api/demoNote', { title: 'four' })).json()).toEqual({
      status: 400,
      message: 'title 的长度不能超过 3',
    });

    expect((await admin('DELETE', 'api/demoNote', [created.id])).statusCode).toBe(200);
    expect((await admin('GET', `api/demoNote/${created.id}`)).statusCode).toBe(404);
  });
});

describe('a screen file edited into an invalid one after the start', () => {
  it('is never served: the last good version stays, a new broken file is 404, nothing answers 500', async () => {
    writeScreen('demo/kept', { ...note(10), id: 'demo/kept', api: { list: 'api/demoKept' } }, 3_000_000);
    expect((await admin('POST', 'api/demoKept', { title: 'first' })).statusCode).toBe(201);
    const good = (await admin('GET', 'api/screens/demo/kept')).json<object>();

    const broken = (form: object) => ({ ...note(10), id: 'demo/kept', api: { list: 'api/demoKept' }, form });
    const edits = [
      broken({ type: 'object', properties: { title: { type: 'string', 'x-compnent': 'Input' } } }),
      broken({ type: 'object', properties: { title: { type: 'string', minLenght: 2 } } }),
      broken({ type: 'object', properties: { title: { type: 'string', maxLength: '60' } } }),
      broken({ type: 'object', properties: { title: { type: 'string', pattern: '([a-z' } } }),
      broken({ type: 'object', properties: { title: { type: 'string' } }, if: {}, then: { required: ['title'] } }),
    ];
    for (const [index, edit] of edits.entries()) {
      writeScreen('demo/kept', edit, 4_000_000 + index * 1000);
      expect((await admin('GET', 'api/screens/demo/kept')).json(), JSON.stringify(edit)).toEqual(good);
      const saved = await admin('POST', 'api/demoKept', { title: 'x'.repeat(11) });
      expect(saved.json(), JSON.stringify(edit)).toEqual({ status: 400, message: 'title 的长度不能超过 10' });
    }

    writeFileSync(path.join(dir, 'demo/unparsable.json'), '{ "id": ');
    writeScreen(
      'demo/fresh',
      broken({ type: 'object', properties: { title: { type: 'string', pattern: '(' } } }),
      5_000_000,
    );
    for (const id of ['demo/unparsable', 'demo/fresh'])
      expect((await admin('GET', `api/screens/${id}`)).statusCode, id).toBe(404);
  });
});
