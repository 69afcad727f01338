// Running an uploaded database script (POST api/database/run/{id}): never on upload, only with
// database:run, only the caller's tenant's scripts, on a registered target database (a throwaway
// PGlite on a loopback port here, never the product's); the whole script in one transaction, rolled
// back with the database's message on any error; every run recorded with who, when and outcome,
// and listed by GET on the same path (newest first, paged, database:list); deleting a script
// removes its runs in the same transaction, and a run that ends after its script was deleted
// records nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roles, rolesMenus, usersRoles } from '../../server/db/schema';
import { adminAndOperator, client, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';
import { createUser, loginToken } from './helpers/auth';
import { addOtherTenant } from './helpers/chat-setup';
import { multipartFile } from './helpers/multipart';
import { startTargetDatabase, type TargetDatabase } from './helpers/target-database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-db-scripts-'));
const previousDataDir = process.env.DATA_DIR;

let t: TestApp;
let admin: Call;
let operator: Call;
let otherTenant: Call;
let target: TargetDatabase;
let targetId: number;
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  target = await startTargetDatabase();
  ({ admin, operator } = await adminAndOperator(t));
  otherTenant = client(t, await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass-1'), 'other-pass-1'));
  const registered = await admin('POST', 'api/database/target', target.registration('Test target'));
  expect(registered.statusCode, registered.body).toBe(201);
  targetId = registered.json<{ id: number }>().id;
});
afterAll(async () => {
  await t.close();
  await target.close();
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Script {
  id: number;
  name: string;
  lastRunStatus?: string;
  lastRunBy?: string;
  lastRunAt?: string;
  lastRunMessage?: string;
}
interface ScriptRun {
  id: number;
  runAt: string;
  runBy: string;
  status: 'success' | 'failed';
  durationMs: number;
  message: string;
}
interface RunAnswer {
  success: boolean;
  message: string;
  error?: string;
  script: Script;
}

async function upload(call: Call, name: string, text: string): Promise<Script> {
  const { payload, headers } = multipartFile(name, Buffer.from(text));
  const answer = await call('POST', 'api/database/upload', payload, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Script>();
}

const run = (call: Call, id: number, headers?: Record<string, string>) =>
  call('POST', `api/database/run/${id}`, { targetId }, headers);
const history = (call: Call, id: number, query = '') => call('GET', `api/database/run/${id}${query}`);
async function runsOf(id: number, query = ''): Promise<{ content: ScriptRun[]; totalElements: number }> {
  const answer = await history(admin, id, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
/** The first row of a query; both drivers answer `{ rows }`. */
const first = async <T>(query: Parameters<TestApp['db']['execute']>[0]) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const count = async (table: string) =>
  Number((await first<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).n);
/** What a script did on the target database. */
const tableExists = async (name: string) =>
  (await target.query<{ found: string | null }>(`select to_regclass('${name}')::text as found`))[0]!.found !== null;
const targetCount = async (table: string) =>
  Number((await target.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

/** Grants the operator role the given permissions of the seeded menu buttons. */
async function grantOperator(permissions: string[]): Promise<void> {
  const [role] = await t.db
    .select({ id: roles.id, tenantId: roles.tenantId })
    .from(roles)
    .where(eq(roles.code, 'operator'));
  const buttons = await t.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.tenantId, role!.tenantId), inArray(menus.permission, permissions)));
  expect(buttons).toHaveLength(permissions.length);
  await t.db
    .insert(rolesMenus)
    .values(buttons.map((button) => ({ tenantId: role!.tenantId, roleId: role!.id, menuId: button.id })));
}

describe('running a database script', () => {
  it('never runs a script on upload; running it applies every statement and records the run', async () => {
    const script = await upload(
      admin,
      'create-demo.sql',
      "CREATE TABLE script_demo (id int primary key, name text);\nINSERT INTO script_demo VALUES (1, $$a;b$$), (2, 'it''s');\n",
    );
    expect(await tableExists('script_demo')).toBe(false);

    const answer = await run(admin, script.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<RunAnswer>();
    expect(body).toMatchObject({
      success: true,
      message: '脚本执行成功',
      script: { id: script.id, lastRunStatus: 'success', lastRunBy: 'admin', lastRunMessage: '' },
    });
    expect(Date.now() - Date.parse(body.script.lastRunAt!)).toBeLessThan(60_000);
    expect(await targetCount('script_demo')).toBe(2);

    const listed = (await admin('GET', 'api/database/upload?page=0&size=10')).json<{ content: Script[] }>().content;
    expect(listed.find((row) => row.id === script.id)).toMatchObject({ lastRunStatus: 'success', lastRunBy: 'admin' });
  });

  it('rolls the whole script back on an error and reports the database message, translated around it', async () => {
    const before = await count('collection_rows');
    const script = await upload(
      admin,
      'half-broken.sql',
      'CREATE TABLE half_done (id int);\nINSERT INTO half_done VALUES (1);\nINSERT INTO no_such_table VALUES (1);\n',
    );
    const answer = await run(admin, script.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<RunAnswer>();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/no_such_table/);
    expect(body.message).toBe(`脚本执行失败，所有更改已回滚：${body.error}`);
    expect(body.script).toMatchObject({ lastRunStatus: 'failed', lastRunBy: 'admin', lastRunMessage: body.error });
    expect(await tableExists('half_done')).toBe(false);
    // Only the records of the upload and of the run itself were written.
    expect(await count('collection_rows')).toBe(before + 2);

    const english = await run(admin, script.id, { Language: 'en' });
    expect(english.json<RunAnswer>().message).toMatch(
      /^The script failed and all its changes were rolled back: .*no_such_table/,
    );
  });

  it('refuses an empty script and one that ends the transaction itself, without running anything', async () => {
    const empty = await upload(admin, 'empty.sql', '-- nothing here\n/* still nothing */ ;\n');
    const refused = await run(admin, empty.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('脚本中没有可执行的 SQL 语句');

    const committing = await upload(
      admin,
      'commit.sql',
      'CREATE TABLE escaped (id int);\nCOMMIT;\nINSERT INTO missing VALUES (1);\n',
    );
    const control = await run(admin, committing.id);
    expect(control.statusCode).toBe(400);
    expect(control.json<{ message: string }>().message).toBe(
      '脚本不能包含事务控制语句（COMMIT）：整个脚本会在一个事务中执行',
    );
    expect(await tableExists('escaped')).toBe(false);

    // BEGIN … END of a DO block is PL/pgSQL, not transaction control.
    const block = await upload(
      admin,
      'do-block.sql',
      "DO $$ BEGIN CREATE TABLE from_block (id int); END $$;\nCOMMENT ON TABLE from_block IS 'BEGIN; COMMIT;';\n",
    );
    expect((await run(admin, block.id)).json<RunAnswer>().success).toBe(true);
    expect(await tableExists('from_block')).toBe(true);
  });

  it('needs database:run, which listing and uploading do not give', async () => {
    await grantOperator(['database:list', 'database:add']);
    const script = await upload(operator, 'operator.sql', 'CREATE TABLE operator_made (id int);\n');
    expect((await run(operator, script.id)).statusCode).toBe(403);
    expect((await operator('POST', 'api/database/run/not-a-number')).statusCode).toBe(403);
    expect(await tableExists('operator_made')).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: `/prod-api/api/database/run/${script.id}` })).statusCode).toBe(
      401,
    );

    await grantOperator(['database:run']);
    const answer = await run(operator, script.id);
    expect(answer.json<RunAnswer>()).toMatchObject({ success: true, script: { lastRunBy: 'operator1' } });
    expect(await tableExists('operator_made')).toBe(true);
  });

  it("keeps tenants apart: another tenant's admin can neither see, delete nor run the script (the tool is the platform's)", async () => {
    const script = await upload(admin, 'tenant-a.sql', 'CREATE TABLE tenant_a_only (id int);\n');
    expect((await run(otherTenant, script.id)).statusCode).toBe(403);
    expect(await tableExists('tenant_a_only')).toBe(false);
    expect((await otherTenant('GET', 'api/database/upload?page=0&size=50')).statusCode).toBe(403);
    expect((await otherTenant('DELETE', 'api/database/upload', [script.id])).statusCode).toBe(403);
    expect((await run(admin, 999_999)).statusCode).toBe(404);
  });

  it('needs a registered target of the tenant: none named, an unknown one or a bad body is a 400 and runs nothing', async () => {
    const script = await upload(admin, 'no-target.sql', 'CREATE TABLE without_target (id int);\n');
    const unknown = await admin('POST', `api/database/run/${script.id}`, { targetId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('请选择一个已登记的数据库连接（所选连接不存在）');
    for (const body of [undefined, {}, { targetId: 'x' }, { targetId: targetId, extra: 1 }]) {
      expect((await admin('POST', `api/database/run/${script.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await tableExists('without_target')).toBe(false);
  });

  it('deletes scripts and their files', async () => {
    const script = await upload(admin, 'to-delete.sql', 'SELECT 1;\n');
    const files = () => fs.readdirSync(path.join(dataDir, 'uploads', 'database'));
    const before = files().length;
    expect((await operator('DELETE', 'api/database/upload', [script.id])).statusCode).toBe(403);
    const removed = await admin('DELETE', 'api/database/upload', [script.id]);
    expect(removed.json<{ removed: number }>().removed).toBe(1);
    expect(files()).toHaveLength(before - 1);
    expect((await run(admin, script.id)).statusCode).toBe(404);
  });
});

describe("a script's run history", () => {
  it('lists every run of that script only, newest first: who, when, outcome, duration and the database message', async () => {
    const script = await upload(admin, 'history.sql', 'CREATE TABLE history_demo (id int);\n');
    const other = await upload(admin, 'history-other.sql', 'SELECT 1;\n');
    expect(await runsOf(script.id)).toEqual({ content: [], totalElements: 0 });

    const started = Date.now();
    expect((await run(admin, script.id)).json<RunAnswer>().success).toBe(true);
    expect((await run(admin, other.id)).json<RunAnswer>().success).toBe(true);
    // The table exists now: the same script fails the second time.
    const failed = (await run(admin, script.id)).json<RunAnswer>();
    expect(failed.error).toMatch(/history_demo/);

    const { content, totalElements } = await runsOf(script.id);
    expect(totalElements).toBe(2);
    expect(content.map((item) => item.status)).toEqual(['failed', 'success']);
    expect(content[0]).toMatchObject({ runBy: 'admin', message: failed.error });
    expect(content[1]).toMatchObject({ runBy: 'admin', message: '' });
    for (const item of content) {
      expect(Date.parse(item.runAt)).toBeGreaterThanOrEqual(started - 1000);
      expect(item.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(Date.parse(content[0]!.runAt)).toBeGreaterThanOrEqual(Date.parse(content[1]!.runAt));
    expect((await runsOf(other.id)).totalElements).toBe(1);
  });

  it('pages with ?page&size and refuses a bad query', async () => {
    const script = await upload(admin, 'history-paged.sql', 'SELECT 1;\n');
    for (let i = 0; i < 3; i += 1) expect((await run(admin, script.id)).statusCode).toBe(200);
    const all = await runsOf(script.id);
    expect(all.totalElements).toBe(3);
    const first = await runsOf(script.id, '?page=0&size=2');
    const second = await runsOf(script.id, '?page=1&size=2');
    expect(first.totalElements).toBe(3);
    expect([...first.content, ...second.content].map((item) => item.id)).toEqual(all.content.map((item) => item.id));
    expect(second.content).toHaveLength(1);
    expect((await runsOf(script.id, '?page=5&size=2')).content).toEqual([]);

    for (const query of ['?size=0', '?size=101', '?page=-1', '?page=first', '?sort=runAt,asc']) {
      const refused = await history(admin, script.id, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<{ message: string }>().message, query).toBeTruthy();
    }
    expect((await history(admin, 0)).statusCode).toBe(400);
  });

  it("answers 404 for an unknown or a deleted script, 403 to another tenant's admin", async () => {
    const script = await upload(admin, 'history-tenant.sql', 'SELECT 1;\n');
    expect((await run(admin, script.id)).statusCode).toBe(200);
    expect((await history(otherTenant, script.id)).statusCode).toBe(403);
    expect((await history(admin, 999_999)).statusCode).toBe(404);
    expect((await admin('DELETE', 'api/database/upload', [script.id])).json<{ removed: number }>().removed).toBe(1);
    expect((await history(admin, script.id)).statusCode).toBe(404);
  });

  it('needs database:list, checked before the query; database:list alone does not run (401 without a token)', async () => {
    const script = await upload(admin, 'history-guarded.sql', 'SELECT 1;\n');
    const userId = await createUser(t.db, { username: 'history-reader', password: 'reader-pass' });
    await t.db.delete(usersRoles).where(eq(usersRoles.userId, userId));
    const reader = client(t, await loginToken(t.app, t.db, 'history-reader', 'reader-pass'));
    expect((await history(reader, script.id)).statusCode).toBe(403);
    expect((await history(reader, script.id, '?size=0')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/prod-api/api/database/run/${script.id}` })).statusCode).toBe(
      401,
    );

    const [operatorRole] = await t.db
      .select({ tenantId: roles.tenantId })
      .from(roles)
      .where(eq(roles.code, 'operator'));
    const tenantId = operatorRole!.tenantId;
    const [role] = await t.db
      .insert(roles)
      .values({ tenantId, code: 'history-reader', name: 'History reader' })
      .returning({ id: roles.id });
    const [button] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.tenantId, tenantId), eq(menus.permission, 'database:list')));
    await t.db.insert(rolesMenus).values({ tenantId, roleId: role!.id, menuId: button!.id });
    await t.db.insert(usersRoles).values({ tenantId, userId, roleId: role!.id });
    expect((await history(reader, script.id)).statusCode).toBe(200);
    expect((await run(reader, script.id)).statusCode).toBe(403);
  });
});

describe('deleting scripts with their runs', () => {
  const RUNS = 'internal/database-script-run';
  /** Run documents of a script, counted in the table itself: the history route 404s once the script is gone. */
  const runDocuments = async (scriptId: number) =>
    Number(
      (
        await first<{ n: string }>(
          sql`select count(*) as n from collection_rows where screen_id = ${RUNS} and data->>'scriptId' = ${String(scriptId)}`,
        )
      ).n,
    );
  const rowExists = async (id: number) =>
    Number((await first<{ n: string }>(sql`select count(*) as n from collection_rows where id = ${id}`)).n) === 1;
  const storedFile = (script: Script & { storedName?: string }) =>
    path.join(dataDir, 'uploads', 'database', script.storedName!);
  async function runTwice(name: string): Promise<Script & { storedName?: string }> {
    const script = await upload(admin, name, 'SELECT 1;\n');
    for (let i = 0; i < 2; i += 1) expect((await run(admin, script.id)).statusCode).toBe(200);
    expect(await runDocuments(script.id)).toBe(2);
    return script;
  }

  it("removes a deleted script's runs from the database and keeps another script's", async () => {
    const deleted = await runTwice('runs-deleted.sql');
    const kept = await runTwice('runs-kept.sql');
    expect((await admin('DELETE', 'api/database/upload', [deleted.id])).json<{ removed: number }>().removed).toBe(1);
    expect(await rowExists(deleted.id)).toBe(false);
    expect(await runDocuments(deleted.id)).toBe(0);
    expect(await runDocuments(kept.id)).toBe(2);
    expect((await runsOf(kept.id)).totalElements).toBe(2);
  });

  it('removes nothing when another tenant names the script: neither the script nor its runs', async () => {
    const script = await runTwice('runs-other-tenant.sql');
    const answer = await otherTenant('DELETE', 'api/database/upload', [script.id]);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(await rowExists(script.id)).toBe(true);
    expect(await runDocuments(script.id)).toBe(2);
    expect(fs.existsSync(storedFile(script))).toBe(true);
    expect((await runsOf(script.id)).totalElements).toBe(2);
  });

  it('keeps the scripts, their files and runs when the runs cannot be removed (one transaction)', async () => {
    const script = await runTwice('runs-undeletable.sql');
    // A real database refusal, raised after the script rows are already deleted in the transaction.
    await t.db.execute(
      sql.raw(
        `CREATE FUNCTION refuse_run_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'runs are kept'; END $$`,
      ),
    );
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER refuse_run_delete BEFORE DELETE ON collection_rows FOR EACH ROW WHEN (OLD.screen_id = '${RUNS}') EXECUTE FUNCTION refuse_run_delete()`,
      ),
    );
    try {
      const refused = await admin('DELETE', 'api/database/upload', [script.id]);
      expect(refused.statusCode, refused.body).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_run_delete ON collection_rows'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_run_delete()'));
    }
    expect(await rowExists(script.id)).toBe(true);
    expect(await runDocuments(script.id)).toBe(2);
    expect(fs.existsSync(storedFile(script))).toBe(true);
    expect((await runsOf(script.id)).totalElements).toBe(2);

    expect((await admin('DELETE', 'api/database/upload', [script.id])).json<{ removed: number }>().removed).toBe(1);
    expect(await runDocuments(script.id)).toBe(0);
    expect(fs.existsSync(storedFile(script))).toBe(false);
  });

  it('records nothing for a run whose script is deleted while it runs, and still answers its outcome', async () => {
    const script = await upload(admin, 'runs-deleted-while-running.sql', 'SELECT 1;\n');
    // The target holds the run's first message (its connection) until the delete has answered.
    const held = target.holdNext();
    const running = run(admin, script.id);
    await held.asked;
    expect((await admin('DELETE', 'api/database/upload', [script.id])).json<{ removed: number }>().removed).toBe(1);
    held.release();

    const answer = await running;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: '脚本执行成功', script: null });
    expect(await rowExists(script.id)).toBe(false);
    expect(await runDocuments(script.id)).toBe(0);
  });
});
