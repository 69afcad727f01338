// The database tool against a real PostgreSQL target (this project always runs on PostgreSQL): a
// database of its own on the test cluster, owned by an ordinary role of its own, registered in
// 数据库连接. The same script is refused (409) while a run of it holds its lock on the target and
// runs once released; the target's role cannot run server programs (COPY … TO PROGRAM); and the
// product's own database, named as the cluster's host and port, is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_LOCK_SPACE } from '../../server/connectors/database-target';
import { adminAndOperator, type Call } from '../server/helpers/api';
import { createTestApp, type TestApp } from '../server/helpers/app';
import { multipartFile } from '../server/helpers/multipart';

const serverUrl = process.env.DATABASE_URL!;
const name = `tool_target_${randomBytes(4).toString('hex')}`;
const password = randomBytes(9).toString('hex');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-db-targets-'));
const previousDataDir = process.env.DATA_DIR;

let t: TestApp;
let admin: Call;
let targetId: number;
let target: pg.Client;

/** A statement as the cluster's owner (roles and databases). */
async function asOwner(sql: string): Promise<void> {
  const owner = new pg.Client({ connectionString: serverUrl });
  await owner.connect();
  await owner.query(sql).finally(() => owner.end());
}

beforeAll(async () => {
  expect(serverUrl, 'the reliability project runs on PostgreSQL (DATABASE_URL)').toBeTruthy();
  process.env.DATA_DIR = dataDir;
  await asOwner(`CREATE ROLE ${name} LOGIN PASSWORD '${password}'`);
  await asOwner(`CREATE DATABASE ${name} OWNER ${name}`);
  t = await createTestApp();
  ({ admin } = await adminAndOperator(t));
  const cluster = new URL(serverUrl);
  const registered = await admin('POST', 'api/database/target', {
    name: 'Cluster target',
    host: cluster.hostname,
    port: Number(cluster.port || 5432),
    database: name,
    user: name,
    password,
    ssl: false,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  targetId = registered.json<{ id: number }>().id;
  target = new pg.Client({
    host: cluster.hostname,
    port: Number(cluster.port || 5432),
    database: name,
    user: name,
    password,
  });
  await target.connect();
});
afterAll(async () => {
  await target?.end();
  await t?.close();
  await asOwner(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await asOwner(`DROP ROLE IF EXISTS ${name}`);
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploaded(file: string, sql: string): Promise<number> {
  const { payload, headers } = multipartFile(file, Buffer.from(sql));
  const answer = await admin('POST', 'api/database/upload', payload, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: number }>().id;
}
const run = (id: number) => admin('POST', `api/database/run/${id}`, { targetId });
const tableExists = async (table: string) =>
  (await target.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table])).rows[0]!.found !==
  null;

describe('scripts on a PostgreSQL target', () => {
  it('refuses a script while a run of it holds its lock on the target, and runs it once released', async () => {
    const script = await uploaded('counter.sql', 'CREATE TABLE run_counter (n int);\n');
    const holder = new pg.Client({ connectionString: new URL(`/${name}`, serverUrl).toString() });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1, $2)', [SCRIPT_LOCK_SPACE, script]);
      const busy = await run(script);
      expect(busy.statusCode).toBe(409);
      expect(busy.json<{ message: string }>().message).toBe('该脚本正在执行，请稍后再试');
      expect(await tableExists('run_counter')).toBe(false);
    } finally {
      await holder.end();
    }
    expect((await run(script)).json<{ success: boolean }>().success).toBe(true);
    expect(await tableExists('run_counter')).toBe(true);
  });

  it("runs as the target's own role, which cannot run programs on the database server", async () => {
    const answer = await run(await uploaded('whoami.sql', 'CREATE TABLE made_by AS SELECT current_user AS who;\n'));
    expect(answer.json<{ success: boolean }>().success).toBe(true);
    expect((await target.query<{ who: string }>('SELECT who FROM made_by')).rows).toEqual([{ who: name }]);

    const marker = path.join(os.tmpdir(), `bo-copy-program-${randomBytes(4).toString('hex')}`);
    const refused = await run(await uploaded('program.sql', `COPY (SELECT 1) TO PROGRAM 'touch ${marker}';\n`));
    expect(refused.json<{ success: boolean; error: string }>()).toMatchObject({
      success: false,
      error: expect.stringMatching(/superuser|pg_execute_server_program/),
    });
    expect(fs.existsSync(marker)).toBe(false);
  });

  it("refuses the product's own database on the same cluster, by its host and port", async () => {
    const product = new URL(t.testDb.url!);
    const body = {
      name: 'Own',
      host: product.hostname,
      port: Number(product.port || 5432),
      database: product.pathname.slice(1),
      user: name,
      password,
      ssl: false,
    };
    const answer = await admin('POST', 'api/database/target', body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect((await admin('POST', 'api/database/target', { ...body, host: 'localhost' })).statusCode).toBe(400);
  });
});
