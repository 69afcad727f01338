// The lean request path: an authenticated request reads its session and writes nothing; last-seen
// times reach the database at most once a minute (and on close); what a session may do is cached,
// yet a revocation or an access change made on one instance applies to the next request on every
// instance (two apps on one database here, as two servers behind a load balancer).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { rolesMenus, sessions } from '../../server/db/schema';
import { hashToken } from '../../server/lib/token';
import { ADMIN_PASSWORD, createTestApp, testConfig, type TestApp } from './helpers/app';
import { authed, encrypt, loginToken } from './helpers/auth';
import { testClock } from './helpers/clock';

const clock = testClock();
let t: TestApp;
let peer: FastifyInstance;
let adminToken: string;
let userMenus: number[];
const PASSWORD = 'member-pass-1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (app: FastifyInstance, token: string, method: Method, url: string, payload?: unknown) =>
  app.inject(
    authed(token, {
      method,
      url: `/prod-api/${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );
const status = async (app: FastifyInstance, token: string, url = 'api/sysUser?page=0&size=20') =>
  (await call(app, token, 'GET', url)).statusCode;
const admin = (method: Method, url: string, payload?: unknown) => call(t.app, adminToken, method, url, payload);

const rawToken = (token: string) => hashToken(token.replace(/^Bearer /, '').toLowerCase());
async function storedSession(token: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, rawToken(token)));
  return row!;
}

async function createdId(path: string, body: object): Promise<number> {
  const response = await admin('POST', path, body);
  if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** A new user holding a new role with every user:* permission; answers their ids and a token. */
async function member(name: string) {
  const roleId = await createdId('api/sysRole', { name, code: name, dataScope: 'all', menuIds: userMenus });
  const userId = await createdId('api/sysUser', {
    username: name,
    nickname: name,
    roleIds: [roleId],
    password: encrypt(PASSWORD),
  });
  return { roleId, userId, token: await loginToken(t.app, t.db, name, PASSWORD) };
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  peer = await buildApp({ db: t.db, config: testConfig({ clock: clock.now }) });
  adminToken = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
  type Node = { id: number; permission?: string; children?: Node[] };
  const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
  const menus = flatten((await admin('GET', 'api/sysMenu/tree')).json<{ content: Node[] }>().content);
  userMenus = menus.filter((menu) => menu.permission?.startsWith('user:')).map((menu) => menu.id);
});
afterEach(() => clock.reset());
afterAll(async () => {
  await peer.close();
  await t.close();
});

describe('an authenticated request', () => {
  it('writes nothing, and a warm list runs only the session read and the list queries', async () => {
    const { token } = await member('quiet');
    const before = await storedSession(token);
    // The first calls load and cache the session's access.
    expect(await status(t.app, token)).toBe(200);
    expect(await status(t.app, token, 'auth/info')).toBe(200);
    t.app.monitor.queryStats.reset();
    clock.advance(30_000);
    expect(await status(t.app, token)).toBe(200);
    const statements = t.app.monitor.queryStats.snapshot().statements.map((statement) => statement.sql);
    expect(statements).toHaveLength(3);
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^select .* from "sessions" inner join "tenants"/),
        expect.stringMatching(/^select "users"\."id"/),
        // The total counts the matching ids up to a threshold (list-sql.ts), then estimates.
        expect.stringMatching(/^select count\(\*\) from \(select "users"\."id" from "users"/),
      ]),
    );
    expect(await status(t.app, token, 'auth/info')).toBe(200);
    const all = t.app.monitor.queryStats.snapshot().statements.map((statement) => statement.sql);
    expect(all.filter((sql) => /^(insert|update|delete)\b/i.test(sql))).toEqual([]);
    expect(await storedSession(token)).toEqual(before);
  });
});

describe('last-seen times', () => {
  it('reach the database at most once a minute per session', async () => {
    const { token } = await member('seen');
    const { lastSeen } = t.app.sessionMemory;
    const stored = async () => (await storedSession(token)).lastSeenAt.getTime();
    const loggedIn = await stored();

    clock.advance(30_000);
    expect(await status(t.app, token)).toBe(200);
    await lastSeen.flush(clock.now());
    expect(await stored()).toBe(loggedIn);

    clock.advance(31_000);
    const firstSeen = clock.now();
    expect(await status(t.app, token)).toBe(200);
    await lastSeen.flush(clock.now());
    const written = await stored();
    expect(written).toBeGreaterThanOrEqual(firstSeen);

    // Seen again 10 s later: not written within the minute after the last write…
    clock.advance(10_000);
    expect(await status(t.app, token)).toBe(200);
    await lastSeen.flush(clock.now());
    expect(await stored()).toBe(written);
    // …and written once that minute is over, with no further request.
    clock.advance(50_000);
    await lastSeen.flush(clock.now());
    expect(await stored()).toBeGreaterThanOrEqual(written + 10_000);
  });

  it('are written when the app closes, and shown at once in 在线用户', async () => {
    const { token } = await member('closing');
    const short = await buildApp({ db: t.db, config: testConfig({ clock: clock.now }) });
    clock.advance(20_000);
    const seenAt = clock.now();
    expect(await status(short, token)).toBe(200);
    const online = (await call(short, adminToken, 'GET', 'api/monitor/online')).json<{
      content: { username: string; lastSeenAt: string }[];
    }>();
    const row = online.content.find((session) => session.username === 'closing')!;
    expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(seenAt);
    await short.close();
    expect((await storedSession(token)).lastSeenAt.getTime()).toBeGreaterThanOrEqual(seenAt);
  });

  it('keep a session alive on another instance once written', async () => {
    const { token } = await member('roaming');
    clock.advance(100 * 60_000);
    expect(await status(t.app, token)).toBe(200);
    await t.app.sessionMemory.lastSeen.flush(clock.now());
    clock.advance(100 * 60_000);
    // 200 minutes after login, 100 after the last request (written by the first instance).
    expect(await status(peer, token)).toBe(200);
  });
});

describe('revocation applies to the next request on every instance', () => {
  it('logout', async () => {
    const { token } = await member('leaving');
    expect([await status(t.app, token), await status(peer, token)]).toEqual([200, 200]);
    expect((await call(t.app, token, 'DELETE', 'auth/logout')).statusCode).toBe(200);
    expect([await status(t.app, token), await status(peer, token)]).toEqual([401, 401]);
  });

  it('password change', async () => {
    const { token } = await member('rotating');
    const other = await loginToken(t.app, t.db, 'rotating', PASSWORD);
    expect([await status(t.app, other), await status(peer, other)]).toEqual([200, 200]);
    const changed = await call(peer, token, 'POST', 'api/sysUser/updatePass/', {
      oldPass: encrypt(PASSWORD),
      newPass: encrypt('member-pass-2'),
    });
    expect(changed.statusCode).toBe(200);
    expect([await status(t.app, other), await status(peer, other)]).toEqual([401, 401]);
  });

  it('user disabled', async () => {
    const { token, userId, roleId } = await member('disabled');
    expect([await status(t.app, token), await status(peer, token)]).toEqual([200, 200]);
    const disabled = await admin('PUT', 'api/sysUser', {
      id: userId,
      username: 'disabled',
      nickname: 'disabled',
      roleIds: [roleId],
      status: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect([await status(t.app, token), await status(peer, token)]).toEqual([401, 401]);
  });

  it('forced logout from 在线用户', async () => {
    const { token } = await member('kicked');
    expect([await status(t.app, token), await status(peer, token)]).toEqual([200, 200]);
    const online = (await call(peer, adminToken, 'GET', 'api/monitor/online')).json<{
      content: { id: number; username: string }[];
    }>();
    const sessionId = online.content.find((session) => session.username === 'kicked')!.id;
    expect((await call(peer, adminToken, 'DELETE', 'api/monitor/online', [sessionId])).json()).toEqual({
      revoked: [sessionId],
    });
    expect([await status(t.app, token), await status(peer, token)]).toEqual([401, 401]);
  });
});

describe('cached access follows changes at once on every instance', () => {
  it("a role's menus", async () => {
    const { token, roleId } = await member('menus');
    expect([await status(t.app, token), await status(peer, token)]).toEqual([200, 200]);
    const role = { id: roleId, name: 'menus', code: 'menus', dataScope: 'all' };
    expect((await admin('PUT', 'api/sysRole', { ...role, menuIds: [] })).statusCode).toBe(200);
    expect([await status(t.app, token), await status(peer, token)]).toEqual([403, 403]);
    expect((await admin('PUT', 'api/sysRole', { ...role, menuIds: userMenus })).statusCode).toBe(200);
    expect([await status(t.app, token), await status(peer, token)]).toEqual([200, 200]);
  });

  it("the user's roles, and their user info", async () => {
    const { token, userId } = await member('demoted');
    const roles = async (app: FastifyInstance) =>
      (await call(app, token, 'GET', 'auth/info')).json<{ roles: string[] }>().roles;
    expect([await roles(t.app), await roles(peer)]).toEqual([['demoted'], ['demoted']]);
    const demoted = await admin('PUT', 'api/sysUser', {
      id: userId,
      username: 'demoted',
      nickname: 'demoted',
      roleIds: [],
    });
    expect(demoted.statusCode).toBe(200);
    expect([await status(t.app, token), await status(peer, token)]).toEqual([403, 403]);
    expect([await roles(t.app), await roles(peer)]).toEqual([[], []]);
  });

  it('a change made outside the API (straight SQL) as well', async () => {
    const { token, roleId } = await member('scripted');
    expect([await status(t.app, token), await status(peer, token)]).toEqual([200, 200]);
    await t.db.delete(rolesMenus).where(eq(rolesMenus.roleId, roleId));
    expect([await status(t.app, token), await status(peer, token)]).toEqual([403, 403]);
  });
});
