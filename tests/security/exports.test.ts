// Export jobs: starting one needs the screen's list and export permissions (403, checked before
// anything runs); a job, its progress and its file belong to the tenant and user that started it:
// another tenant's admin, another user of the same tenant and a caller without the job's secret
// learn nothing (404), and the file holds only the starting tenant's rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersRoles } from '../../server/db/schema';
import type { ExportJobView } from '../../schemas/wire/export';
import { client, type Call } from '../server/helpers/api';
import { createUser, loginToken } from '../server/helpers/auth';
import { validRow } from '../server/helpers/valid-body';
import { unchanged } from './support/db-snapshot';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';
import { dictFields } from '../../server/screens/dict-values';
import { copySeededDictionaries } from '../server/helpers/tenant-dictionaries';

const FORBIDDEN = { status: 403, message: '没有权限执行此操作' };

let t: TwoTenants;
let operator: Call;
let nobody: Call;
beforeAll(async () => {
  t = await createTwoTenants();
  // The seeded operator role holds user:list (the users screen's list and export permission).
  await createUser(t.db, { username: 'operator1', password: 'operator-pass', role: 'operator' });
  operator = client(t, await loginToken(t.app, t.db, 'operator1', 'operator-pass'));
  // A user without any role holds no authority at all.
  const id = await createUser(t.db, { username: 'nobody', password: 'nobody-pass' });
  await t.db.delete(usersRoles).where(eq(usersRoles.userId, id));
  nobody = client(t, await loginToken(t.app, t.db, 'nobody', 'nobody-pass'));
  const orderScreen = (await t.app.screens.get('shop/order'))!.screen;
  const order = validRow(orderScreen);
  for (const orderNo of ['MINE-1', 'MINE-2'])
    expect((await t.admin('POST', 'api/shopOrder', { ...order, orderNo })).statusCode).toBe(201);
  await copySeededDictionaries(
    t.db,
    'other',
    dictFields(orderScreen).map(([, dict]) => dict),
  );
  expect((await t.other('POST', 'api/shopOrder', { ...order, orderNo: 'THEIRS-1' })).statusCode).toBe(201);
});
afterAll(() => t.close());

async function done(call: Call, screen: string): Promise<ExportJobView> {
  const started = await call('POST', 'api/exports', { screen, format: 'csv', columns: ['orderNo'] });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<ExportJobView>();
  return vi.waitFor(async () => {
    const job = (await call('GET', `api/exports/${id}`)).json<ExportJobView>();
    if (job.status !== 'done') throw new Error(job.status);
    return job;
  });
}

describe('export permissions', () => {
  it("needs the screen's list and export permissions", async () => {
    await unchanged(t.db, async () => {
      for (const screen of ['shop/order', 'system/user']) {
        const refused = await nobody('POST', 'api/exports', { screen, format: 'csv' });
        expect(refused.json(), screen).toEqual(FORBIDDEN);
      }
    });
    expect((await nobody('GET', 'api/exports')).json()).toEqual({ content: [] });
    // The users screen's export permission is user:list, which the operator holds.
    expect((await operator('POST', 'api/exports', { screen: 'system/user', format: 'csv' })).statusCode).toBe(202);
  });
});

describe('export scoping', () => {
  it("writes the tenant's own rows, and shows the job and its file to its owner only", async () => {
    const job = await done(t.admin, 'shop/order');
    const file = await t.app.inject({ method: 'GET', url: job.download! });
    expect(
      file.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .sort(),
    ).toEqual(['MINE-1', 'MINE-2']);

    const theirs = await done(t.other, 'shop/order');
    const theirFile = await t.app.inject({ method: 'GET', url: theirs.download! });
    expect(theirFile.body).toContain('THEIRS-1');
    expect(theirFile.body).not.toContain('MINE-');

    for (const [call, id] of [
      [t.other, job.id],
      [operator, job.id],
      [t.admin, theirs.id],
    ] as const) {
      expect((await call('GET', `api/exports/${id}`)).statusCode).toBe(404);
      expect(
        (await call('GET', 'api/exports')).json<{ content: ExportJobView[] }>().content.map((j) => j.id),
      ).not.toContain(id);
    }
    // Another job's secret does not open this job's file.
    const swapped = job.download!.replace(/token=\w+/, theirs.download!.match(/token=\w+/)![0]);
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
  });
});
