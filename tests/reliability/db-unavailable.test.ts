// PostgreSQL going away: calls answer 503 with a clear message within 2 s (refused connections, a
// host that never answers, a server that froze with its connections open alike), and the same app
// recovers by itself once the database is back. A database that is only busy is not an unavailable
// one: a call waits for a free connection.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { classifyError } from '../../server/plugins/classify-error';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, testConfig } from '../server/helpers/app';
import { loginToken } from '../server/helpers/auth';
import { createPostgresDatabase } from '../server/helpers/database';
import { requirePostgres } from './support/server-process';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const UNAVAILABLE = { status: 503, message: '数据库暂时不可用，请稍后再试' };

let proxy: TcpProxy;
let database: Database;
let app: FastifyInstance;
let token: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createPostgresDatabase(requirePostgres());
  drop = created.drop;
  proxy = await startTcpProxy(created.url);
  database = await openDatabase({ url: proxy.url });
  await migrateDatabase(database);
  await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
  app = await buildApp({
    db: database.db,
    config: testConfig(),
  });
  token = await loginToken(app, database.db, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await proxy.close();
  await drop();
});

const timed = async (url: string) => {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: `/prod-api/${url}`, headers: { authorization: token } });
  return { response, ms: performance.now() - started };
};

describe('the database going away', () => {
  it.each(['refuse', 'blackhole'] as const)('%s: 503 within 2 s, then recovery without a restart', async (mode) => {
    expect((await timed('api/sysUser')).response.statusCode).toBe(200);
    proxy.cut(mode);
    for (const url of ['api/sysUser', 'auth/info', 'api/sysDept']) {
      const { response, ms } = await timed(url);
      expect(response.json(), url).toEqual(UNAVAILABLE);
      expect(ms, url).toBeLessThan(2000);
    }
    proxy.mend();
    // Back by itself: the pool opens new connections on the next calls.
    let recovered = await timed('api/sysUser');
    for (let tries = 0; tries < 20 && recovered.response.statusCode !== 200; tries++)
      recovered = await timed('api/sysUser');
    expect(recovered.response.statusCode).toBe(200);
    expect((await timed('auth/info')).response.statusCode).toBe(200);
  });
});

/** Today's frozen database held requests for minutes: one that has no answer after 10 s fails the test at once. */
const answeredWithin10s = (url: string) =>
  Promise.race([
    timed(url),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url}: no answer after 10 s`)), 10_000)),
  ]);

describe('a database that stops answering with its connections open', () => {
  it('frozen with a query running: 503 within 2 s, then recovery without a restart', async () => {
    const pool = database.client as pg.Pool;
    expect((await timed('api/sysUser')).response.statusCode).toBe(200);
    // An established connection busy with a query, and idle ones, when the server stops.
    const running = pool.query('SELECT pg_sleep(3)').then(
      () => 'answered',
      (error: unknown) => classifyError(error),
    );
    await expect.poll(() => pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(1);
    proxy.freeze();
    try {
      // Idle connections, then (once the guard dropped them) new ones that never get an answer.
      for (const url of ['api/sysUser', 'auth/info', 'api/sysDept', 'api/sysUser']) {
        const { response, ms } = await answeredWithin10s(url);
        expect(response.json(), url).toEqual(UNAVAILABLE);
        expect(ms, url).toBeLessThan(2000);
      }
      expect(await running).toMatchObject({ status: 503, key: 'error.dbUnavailable' });
    } finally {
      proxy.mend();
    }
    let recovered = await timed('api/sysUser');
    for (let tries = 0; tries < 20 && recovered.response.statusCode !== 200; tries++)
      recovered = await timed('api/sysUser');
    expect(recovered.response.statusCode).toBe(200);
    expect((await timed('auth/info')).response.statusCode).toBe(200);
  });
});

describe('a busy pool', () => {
  it('makes a call wait for a free connection instead of answering 503', async () => {
    const pool = database.client as pg.Pool;
    // Every connection of the pool (10) held for longer than a connect may take (1.5 s).
    const held = Array.from({ length: 10 }, () => pool.query('SELECT pg_sleep(2.5)'));
    await expect.poll(() => pool.waitingCount + pool.totalCount - pool.idleCount).toBeGreaterThanOrEqual(10);
    const { response, ms } = await timed('api/sysUser');
    expect(response.statusCode, response.body).toBe(200);
    expect(ms).toBeGreaterThan(1500);
    await Promise.all(held);
  });
});
