// Two server instances on one database: a version published on one is served by the other at the
// news of it (NOTIFY on PostgreSQL, where each instance has its own connection pool; in process on
// PGlite, two apps on the one database). The second instance has read the screen before, so
// only the news can make it serve the new version: it keeps a tenant's versions until told.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { ADMIN_PASSWORD, createTestApp, testConfig, type TestApp } from './helpers/app';
import { authed, loginToken } from './helpers/auth';

let t: TestApp;
let second: FastifyInstance;
let secondDatabase: Database | null = null;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  if (t.testDb.url) secondDatabase = await openDatabase({ url: t.testDb.url });
  second = await buildApp({ db: secondDatabase?.db ?? t.db, config: testConfig({ productDatabaseUrl: t.testDb.url }) });
  token = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

const screenOn = (app: FastifyInstance) =>
  app.inject(authed(token, { method: 'GET', url: '/prod-api/api/screens/tools/catalogue' }));

it('serves a version published on one instance on the other', async () => {
  const file = (await screenOn(second)).body;
  const screen = JSON.parse(file) as { columns: { key: string; hidden?: boolean }[] };
  screen.columns[0]!.hidden = true;
  const text = JSON.stringify(screen);

  const published = await t.app.inject(
    authed(token, {
      method: 'POST',
      url: '/prod-api/api/studio/publish/tools/catalogue',
      payload: { text, baseVersion: 0 },
    }),
  );
  expect(published.statusCode, published.body).toBe(200);
  expect((await screenOn(t.app)).body).toBe(text);
  await vi.waitFor(async () => expect((await screenOn(second)).body).toBe(text), { timeout: 15_000, interval: 20 });
});
