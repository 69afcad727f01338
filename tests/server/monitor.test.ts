// Monitoring calls on a real database: server figures of the running process, SQL statistics
// recorded on the database client, the short-lived stores, and online users with force-logout
// (the revoked token answers 401 at once, its chat socket closes; another tenant's session is
// out of reach). Every call needs its permission.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../server/chat/hub';
import { captchas } from '../../server/db/schema';
import { ADMIN_PASSWORD } from './helpers/app';
import { createUser, loginToken } from './helpers/auth';
import { addOtherTenant, agentSocket, call, createChatApp, type ChatTestApp } from './helpers/chat-setup';

let t: ChatTestApp;
let operator: string;
beforeAll(async () => {
  t = await createChatApp();
  await createUser(t.db, { username: 'monitor-op', password: 'operator-pass-1' });
  operator = await loginToken(t.app, t.db, 'monitor-op', 'operator-pass-1');
});
afterAll(() => t.close());

interface Online {
  content: { id: number; username: string; ip: string; current: boolean }[];
  totalElements: number;
}

describe('permissions', () => {
  it.each([
    ['GET', 'api/monitor/server'],
    ['GET', 'api/monitor/cache'],
    ['DELETE', 'api/monitor/cache/captchas'],
    ['GET', 'api/monitor/sql'],
    ['GET', 'api/monitor/online'],
  ] as const)('%s %s answers 403 without the permission and 401 without a token', async (method, url) => {
    expect((await call(t.app, operator, method, url)).statusCode).toBe(403);
    expect((await call(t.app, null, method, url)).statusCode).toBe(401);
  });

  it('force-logout needs online:del', async () => {
    expect((await call(t.app, operator, 'DELETE', 'api/monitor/online', [1] as unknown as object)).statusCode).toBe(
      403,
    );
  });
});

describe('server', () => {
  it('answers figures of the running process and machine', async () => {
    const response = await call(t.app, t.adminToken, 'GET', 'api/monitor/server');
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status.process.pid).toBe(process.pid);
    expect(status.process.nodeVersion).toBe(process.version);
    expect(status.process.rssBytes).toBeGreaterThan(0);
    expect(status.cpu.cores).toBeGreaterThan(0);
    expect(status.cpu.usedPercent).toBeGreaterThanOrEqual(0);
    expect(status.cpu.usedPercent).toBeLessThanOrEqual(100);
    expect(status.memory.totalBytes).toBeGreaterThan(status.memory.freeBytes);
    expect(status.disk.totalBytes).toBeGreaterThan(0);
    expect(status.disk.usedPercent).toBeGreaterThan(0);
    expect(status.os.uptimeSeconds).toBeGreaterThan(0);
  });
});

describe('SQL statistics', () => {
  it('counts the statements run through the database client, slow ones included', async () => {
    await call(t.app, t.adminToken, 'DELETE', 'api/monitor/cache/queryStats');
    await t.db.execute(sql`select pg_sleep(0.15)`);
    for (let i = 0; i < 3; i += 1) await call(t.app, t.adminToken, 'GET', 'api/dashboard/stats');
    const response = await call(t.app, t.adminToken, 'GET', 'api/monitor/sql?sort=count');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.total).toBeGreaterThan(3);
    expect(
      stats.slow.some((query: { sql: string; ms: number }) => query.sql.includes('pg_sleep') && query.ms >= 100),
    ).toBe(true);
    const counts = stats.statements.map((statement: { count: number }) => statement.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    // The session lookup of the auth hook ran once per authenticated call at least.
    expect(counts[0]).toBeGreaterThanOrEqual(4);
    // Values travel as parameters: no row data (here the token hash) in the statement text.
    expect(stats.statements.some((statement: { sql: string }) => /\$1/.test(statement.sql))).toBe(true);
  });

  it('refuses an unknown sort', async () => {
    expect((await call(t.app, t.adminToken, 'GET', 'api/monitor/sql?sort=sql')).statusCode).toBe(400);
  });
});

describe('cache', () => {
  it('counts the short-lived stores and clears only expired entries', async () => {
    await t.db.insert(captchas).values([
      { uuid: 'expired-1', answer: 'x', expiresAt: new Date(Date.now() - 60_000) },
      { uuid: 'live-1', answer: 'y', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const before = (await call(t.app, t.adminToken, 'GET', 'api/monitor/cache')).json<{
      content: { name: string; entries: number; expired: number }[];
    }>();
    const captchaStore = before.content.find((store) => store.name === 'captchas')!;
    expect(captchaStore.expired).toBeGreaterThanOrEqual(1);
    expect(before.content.map((store) => store.name)).toEqual([
      'captchas',
      'resetCodes',
      'chatTickets',
      'loginFailures',
      'rateLimitHits',
      'queryStats',
    ]);

    const cleared = await call(t.app, t.adminToken, 'DELETE', 'api/monitor/cache/captchas');
    expect(cleared.json().cleared).toBe(captchaStore.expired);
    const after = (await call(t.app, t.adminToken, 'GET', 'api/monitor/cache')).json<{
      content: { name: string; entries: number; expired: number }[];
    }>();
    expect(after.content.find((store) => store.name === 'captchas')).toMatchObject({
      expired: 0,
      entries: captchaStore.entries - captchaStore.expired,
    });
  });

  it('answers 404 for an unknown store', async () => {
    expect((await call(t.app, t.adminToken, 'DELETE', 'api/monitor/cache/users')).statusCode).toBe(404);
  });
});

describe('online users', () => {
  it('lists live sessions with the caller marked, and force-logout ends another session at once', async () => {
    await createUser(t.db, { username: 'kicked-user', password: 'kicked-pass-1', role: 'admin' });
    const victim = await loginToken(t.app, t.db, 'kicked-user', 'kicked-pass-1');
    const socket = await agentSocket(t, victim);

    const online = (await call(t.app, t.adminToken, 'GET', 'api/monitor/online')).json<Online>();
    const mine = online.content.filter((row) => row.current);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.username).toBe('admin');
    const target = online.content.find((row) => row.username === 'kicked-user')!;
    expect(target.current).toBe(false);

    expect((await call(t.app, victim, 'GET', 'api/dashboard/stats')).statusCode).toBe(200);
    const response = await call(t.app, t.adminToken, 'DELETE', 'api/monitor/online', [target.id] as unknown as object);
    expect(response.json()).toEqual({ revoked: [target.id] });
    expect((await call(t.app, victim, 'GET', 'api/dashboard/stats')).statusCode).toBe(401);
    expect((await socket.closed).code).toBe(SESSION_ENDED);

    const after = (await call(t.app, t.adminToken, 'GET', 'api/monitor/online')).json<Online>();
    expect(after.content.some((row) => row.id === target.id)).toBe(false);
    expect((await call(t.app, t.adminToken, 'GET', 'api/dashboard/stats')).statusCode).toBe(200);
  });

  it("cannot see or end another tenant's sessions", async () => {
    const otherUser = await addOtherTenant(t.db, ADMIN_PASSWORD);
    const other = await loginToken(t.app, t.db, otherUser, ADMIN_PASSWORD);
    const otherOnline = (await call(t.app, other, 'GET', 'api/monitor/online')).json<Online>();
    expect(otherOnline.content.map((row) => row.username)).toEqual([otherUser]);

    const mine = (await call(t.app, t.adminToken, 'GET', 'api/monitor/online')).json<Online>();
    expect(mine.content.some((row) => row.username === otherUser)).toBe(false);
    const ownId = mine.content.find((row) => row.current)!.id;
    const response = await call(t.app, other, 'DELETE', 'api/monitor/online', [ownId] as unknown as object);
    expect(response.json()).toEqual({ revoked: [] });
    expect((await call(t.app, t.adminToken, 'GET', 'api/dashboard/stats')).statusCode).toBe(200);
  });

  it('refuses a body that is not a list of ids', async () => {
    expect((await call(t.app, t.adminToken, 'DELETE', 'api/monitor/online', { id: 1 })).statusCode).toBe(400);
  });
});
