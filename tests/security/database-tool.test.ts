// The database tool (issue #23): scripts run only on registered target databases with their own
// credentials, never on the product's connection; the tool is the platform tenant's alone; the
// product's own database cannot be registered or run on; and a run's error text is shown only to
// whoever ran it. The target here is a throwaway PGlite on a loopback port.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicts, menus, MenuType, roles, rolesMenus, users, usersRoles } from '../../server/db/schema';
import { client, type Call } from '../server/helpers/api';
import { createUser, loginToken } from '../server/helpers/auth';
import { multipartFile } from '../server/helpers/multipart';
import { startTargetDatabase, type TargetDatabase } from '../server/helpers/target-database';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';

// What the product believes its own DATABASE_URL is; registering it (or its role) must be refused.
const PRODUCT_URL = 'postgres://backoffice:product-secret@127.0.0.1:5432/backoffice';

let t: TwoTenants;
let target: TargetDatabase;
let targetId: number;
beforeAll(async () => {
  t = await createTwoTenants({ productDatabaseUrl: PRODUCT_URL });
  target = await startTargetDatabase();
  const registered = await t.admin('POST', 'api/database/target', target.registration('Reporting'));
  expect(registered.statusCode, registered.body).toBe(201);
  targetId = registered.json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
  await target.close();
});

async function upload(call: Call, name: string, sql: string) {
  const { payload, headers } = multipartFile(name, Buffer.from(sql));
  return call('POST', 'api/database/upload', payload, headers);
}
async function uploaded(name: string, sql: string): Promise<number> {
  const answer = await upload(t.admin, name, sql);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number }>().id;
}
const run = (call: Call, id: number, body: object = { targetId }) => call('POST', `api/database/run/${id}`, body);

describe('the database tool belongs to the platform tenant', () => {
  it("refuses another tenant's admin on every database-tool route, even with the permissions granted by its own menus", async () => {
    const [otherAdmin] = await t.db
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.username, 'otherTenantUser'));
    const [role] = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, otherAdmin!.tenantId), eq(roles.code, 'admin')));
    const granted = [
      'database:list',
      'database:add',
      'database:del',
      'database:run',
      'databaseTarget:list',
      'databaseTarget:add',
    ];
    const buttons = await t.db
      .insert(menus)
      .values(
        granted.map((permission, sort) => ({
          tenantId: otherAdmin!.tenantId,
          type: MenuType.button,
          title: permission,
          permission,
          sort,
        })),
      )
      .returning({ id: menus.id });
    await t.db
      .insert(rolesMenus)
      .values(buttons.map((button) => ({ tenantId: otherAdmin!.tenantId, roleId: role!.id, menuId: button.id })));

    const platformScript = await uploaded('platform.sql', 'SELECT 1;\n');
    const calls: [string, Promise<{ statusCode: number }>][] = [
      ['upload', upload(t.other, 'theirs.sql', "UPDATE dicts SET description = 'x';\n")],
      ['list scripts', t.other('GET', 'api/database/upload')],
      ['delete scripts', t.other('DELETE', 'api/database/upload', [platformScript])],
      ['run', run(t.other, platformScript)],
      ['history', t.other('GET', `api/database/run/${platformScript}`)],
      ['list targets', t.other('GET', 'api/database/target')],
      ['register a target', t.other('POST', 'api/database/target', target.registration('Theirs'))],
      ['read a target', t.other('GET', `api/database/target/${targetId}`)],
    ];
    for (const [what, answer] of calls) expect((await answer).statusCode, what).toBe(403);
    const info = (await t.other('GET', 'auth/info')).json<{ authorities: { authority: string }[] }>();
    expect(info.authorities.map(({ authority }) => authority).filter((name) => name.startsWith('database'))).toEqual(
      [],
    );
  });
});

describe('scripts never reach the product database', () => {
  it("leaves the product's rows alone: an UPDATE of another tenant's dictionaries runs on the target, where there are none", async () => {
    const before = await t.db.select({ id: dicts.id, description: dicts.description }).from(dicts).orderBy(dicts.id);
    expect(before.length).toBeGreaterThan(0);
    const answer = await run(
      t.admin,
      await uploaded('dicts.sql', "UPDATE dicts SET description = 'x' WHERE tenant_id = 1;\n"),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: false, error: expect.stringMatching(/dicts/) });
    expect(await t.db.select({ id: dicts.id, description: dicts.description }).from(dicts).orderBy(dicts.id)).toEqual(
      before,
    );
  });

  it('leaks no password hash through an error text: the users table is not there to read', async () => {
    const [admin] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'admin'));
    const answer = await run(
      t.admin,
      await uploaded(
        'leak.sql',
        "SELECT CAST((SELECT username || ':' || password_hash FROM users WHERE username = 'admin') AS integer);\n",
      ),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ success: boolean }>().success).toBe(false);
    expect(answer.body).not.toContain(admin!.hash);
    expect(answer.body).not.toContain(admin!.hash.slice(0, 20));
  });

  it('runs on the registered target with its own credentials, in one transaction', async () => {
    const answer = await run(
      t.admin,
      await uploaded('target.sql', 'CREATE TABLE on_target (id int);\nINSERT INTO on_target VALUES (1), (2);\n'),
    );
    expect(answer.json()).toMatchObject({ success: true });
    expect(await target.query<{ n: number }>('SELECT count(*)::int AS n FROM on_target')).toEqual([{ n: 2 }]);
  });
});

describe("the product's own database is never a target", () => {
  const refused = '不能使用本系统自己的数据库或其数据库账号：脚本只能在另行登记的数据库上执行';
  const own = {
    name: 'Own',
    host: 'localhost',
    port: 5432,
    database: 'backoffice',
    user: 'reporting',
    password: 'x',
    ssl: false,
  };

  it('refuses to register it, by another name of the host, or its role on the same server, and to change a target into it', async () => {
    for (const body of [
      own,
      { ...own, host: '127.0.0.1' },
      { ...own, host: '::1' },
      { ...own, database: 'elsewhere', user: 'backoffice' },
    ]) {
      const answer = await t.admin('POST', 'api/database/target', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(refused);
    }
    const changed = await t.admin('PUT', 'api/database/target', { id: targetId, ...own });
    expect(changed.statusCode, changed.body).toBe(400);
    // Another database on another port of this machine is a separate server.
    expect((await t.admin('POST', 'api/database/target', { ...own, port: 5433 })).statusCode).toBe(201);
  });

  it('refuses to run on a stored target that names it, and records nothing', async () => {
    const stored = await t.repos.collections.insert(1, 'tools/database-target', { ...own, name: 'Slipped in' });
    const script = await uploaded('own.sql', "UPDATE dicts SET description = 'x';\n");
    const answer = await run(t.admin, script, { targetId: stored.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe(refused);
    expect((await t.admin('GET', `api/database/run/${script}`)).json<{ totalElements: number }>().totalElements).toBe(
      0,
    );
  });
});

describe("a run's error text is shown only to whoever ran it", () => {
  it('another user with database:list sees the failed status, not the text; the runner sees it', async () => {
    const script = await uploaded('fails.sql', 'SELECT secret_column FROM secret_table;\n');
    const error = (await run(t.admin, script)).json<{ error: string }>().error;
    expect(error).toMatch(/secret_table/);

    const userId = await createUser(t.db, { username: 'script-reader', password: 'reader-pass' });
    await t.db.delete(usersRoles).where(eq(usersRoles.userId, userId));
    const [platform] = await t.db.select({ tenantId: roles.tenantId }).from(roles).where(eq(roles.code, 'operator'));
    const [role] = await t.db
      .insert(roles)
      .values({ tenantId: platform!.tenantId, code: 'script-reader', name: 'Script reader' })
      .returning({ id: roles.id });
    const [button] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.tenantId, platform!.tenantId), eq(menus.permission, 'database:list')));
    await t.db.insert(rolesMenus).values({ tenantId: platform!.tenantId, roleId: role!.id, menuId: button!.id });
    await t.db.insert(usersRoles).values({ tenantId: platform!.tenantId, userId, roleId: role!.id });
    const reader = client(t, await loginToken(t.app, t.db, 'script-reader', 'reader-pass'));

    const listed = await reader('GET', 'api/database/upload?page=0&size=100');
    expect(listed.statusCode).toBe(200);
    expect(
      listed.json<{ content: object[] }>().content.find((row) => (row as { id: number }).id === script),
    ).toMatchObject({ lastRunStatus: 'failed', lastRunMessage: '', lastRunMessageHidden: true });
    expect(listed.body).not.toContain('secret_table');
    const runs = await reader('GET', `api/database/run/${script}`);
    expect(runs.json<{ content: object[] }>().content).toEqual([
      expect.objectContaining({ status: 'failed', message: '', messageHidden: true }),
    ]);
    expect(runs.body).not.toContain('secret_table');

    const own = await t.admin('GET', `api/database/run/${script}`);
    expect(own.json<{ content: object[] }>().content).toEqual([
      expect.objectContaining({ status: 'failed', message: error, messageHidden: false }),
    ]);
  });
});
