// Safe shape changes (server/screens/studio-shape.ts): before a publish makes a field required,
// the author learns how many stored rows lack it; the publish may give them a value, checked as
// a create would check it and written with the version, all or nothing; removing a field deletes
// no stored data.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { createUser, loginToken } from './helpers/auth';
import { studioScreen } from './helpers/studio-screen';

let t: TestApp;
let admin: Call;
let operator: Call;

const ID = 'crm/shapes';
const code = {
  type: 'string',
  title: 'system.common.sort',
  pattern: '^[A-Z]{3}$',
  'x-decorator': 'FormItem',
  'x-component': 'Input',
};
const text = (fields: Record<string, object> = {}) =>
  JSON.stringify(studioScreen(ID, 'api/crmShapes', fields), null, 2);
const stored = async () => (await t.repos.collections.findAll(1, ID, {})).map((row) => row.data);
const served = async () => (await t.repos.screenVersions.latest(1, ID, 'published'))?.version;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  await createUser(t.db, { username: 'shape-operator', password: 'operator-pass', role: 'operator' });
  operator = client(t, await loginToken(t.app, t.db, 'shape-operator', 'operator-pass'));
  expect((await admin('POST', `api/studio/publish/${ID}`, { text: text(), baseVersion: 0 })).statusCode).toBe(200);
  for (const name of ['one', 'two', 'three'])
    expect((await admin('POST', 'api/crmShapes', { name })).statusCode).toBe(201);
});
afterAll(() => t.close());

it('counts the stored rows lacking a field the new version makes required', async () => {
  const answer = await admin('POST', `api/studio/shape/${ID}`, { text: text({ code }) });
  expect(answer.json()).toEqual({
    fields: [{ field: 'code', title: 'system.common.sort', type: 'string', lacking: 3 }],
  });
  // Nothing newly required: nothing to tell.
  expect((await admin('POST', `api/studio/shape/${ID}`, { text: text() })).json()).toEqual({ fields: [] });
  // The same check as a write: a broken text is a 400 listing its errors.
  const broken = await admin('POST', `api/studio/shape/${ID}`, { text: '{' });
  expect(broken.statusCode).toBe(400);
});

it('refuses a fill value the field would refuse, or a field that is not newly required, writing nothing', async () => {
  const bad = await admin('POST', `api/studio/publish/${ID}`, {
    text: text({ code }),
    baseVersion: 1,
    fill: { code: 'ab' },
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('code');
  const notNew = await admin('POST', `api/studio/publish/${ID}`, {
    text: text({ code }),
    baseVersion: 1,
    fill: { name: 'x' },
  });
  expect(notNew.json()).toEqual({
    status: 400,
    message: '字段 name 不是此版本新设为必填的字段，不能为已存储的行填值',
  });
  expect(await served()).toBe(1);
  expect(await stored()).toEqual([{ name: 'one' }, { name: 'two' }, { name: 'three' }]);
});

it('a stale publish leaves the rows as they were', async () => {
  const stale = await admin('POST', `api/studio/publish/${ID}`, {
    text: text({ code }),
    baseVersion: 0,
    fill: { code: 'ABC' },
  });
  expect(stale.statusCode).toBe(409);
  expect(await stored()).toEqual([{ name: 'one' }, { name: 'two' }, { name: 'three' }]);
});

it('publishes and gives the lacking rows the value in one step, audited', async () => {
  // A row that already has a code keeps it.
  const [first] = await t.repos.collections.findAll(1, ID, { name: 'one' });
  await t.repos.collections.update(1, ID, first!.id, { code: 'OWN' });
  const published = await admin('POST', `api/studio/publish/${ID}`, {
    text: text({ code }),
    baseVersion: 1,
    message: 'codes',
    fill: { code: 'ABC' },
  });
  expect(published.json()).toMatchObject({ version: 2, state: 'published' });
  expect(await stored()).toEqual([
    { name: 'one', code: 'OWN' },
    { name: 'two', code: 'ABC' },
    { name: 'three', code: 'ABC' },
  ]);
  const audit = await t.repos.auditLogs.of(1, ID);
  expect(audit.at(-1)!.detail).toMatchObject({ version: 2, message: 'codes', filled: { code: 2 } });
  // The rows now meet the version served: an edit with its code passes.
  expect((await admin('PUT', 'api/crmShapes', { id: first!.id, name: 'one', code: 'OWN' })).statusCode).toBe(200);
});

it('removing a field deletes no stored value', async () => {
  expect((await admin('POST', `api/studio/publish/${ID}`, { text: text(), baseVersion: 2 })).statusCode).toBe(200);
  const [first] = await t.repos.collections.findAll(1, ID, { name: 'one' });
  expect((await admin('PUT', 'api/crmShapes', { id: first!.id, name: 'uno' })).statusCode).toBe(200);
  expect(await stored()).toEqual([
    { name: 'uno', code: 'OWN' },
    { name: 'two', code: 'ABC' },
    { name: 'three', code: 'ABC' },
  ]);
});

it('answers 403 to a user without the studio permissions', async () => {
  expect((await operator('POST', `api/studio/shape/${ID}`, { text: text() })).statusCode).toBe(403);
  const fill = { text: text({ code }), baseVersion: 3, fill: { code: 'ZZZ' } };
  expect((await operator('POST', `api/studio/publish/${ID}`, fill)).statusCode).toBe(403);
});
