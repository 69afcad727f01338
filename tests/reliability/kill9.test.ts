// kill -9 during 20 concurrent writers, then a restart: every write the server acknowledged is in
// PostgreSQL. 20 trials in CI (RELIABILITY_TRIALS lowers it locally). PGlite's weaker durability
// is documented in docs/security.md instead: it is the embedded default, not the production store.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../server/helpers/database';
import { httpLogin } from './support/http-login';
import { requirePostgres, startServer, trials, type ServerProcess } from './support/server-process';

const WRITERS = 20;
const TRIALS = trials(20);
const PASSWORD = 'reliability-pass-1';

let env: Record<string, string>;
let databaseUrl: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const created = await createPostgresDatabase(requirePostgres());
  databaseUrl = created.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bo-kill9-'));
  env = { DATA_DIR: dataDir, DATABASE_URL: created.url, ADMIN_PASSWORD: PASSWORD };
  cleanup = async () => {
    await created.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

/** Writes until the first failure, adding each name the server acknowledged with 201. */
async function writer(server: ServerProcess, token: string, prefix: string, acknowledged: string[]): Promise<void> {
  for (let n = 0; ; n++) {
    const name = `${prefix}-${n}`;
    try {
      const response = await fetch(`${server.base}/prod-api/api/sysDept`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (response.status !== 201) return;
      acknowledged.push(name);
    } catch {
      return;
    }
  }
}

describe(`kill -9 during ${WRITERS} writers`, () => {
  it(`loses no acknowledged write over ${TRIALS} trials`, { timeout: 60_000 + TRIALS * 30_000 }, async () => {
    let token = '';
    const check = new pg.Client({ connectionString: databaseUrl });
    let checked = 0;
    try {
      for (let trial = 0; trial < TRIALS; trial++) {
        // Also the restart after the previous kill: the stale data-folder lock is taken over.
        const server = await startServer(env);
        token ||= await httpLogin(server.base, 'admin', PASSWORD);
        const acknowledged: string[] = [];
        const writes = Array.from({ length: WRITERS }, (_, index) =>
          writer(server, token, `t${trial}-w${index}`, acknowledged),
        );
        // Kill at a different moment each trial, once writes flow (however slow the machine).
        while (acknowledged.length < WRITERS) await new Promise((resolve) => setTimeout(resolve, 10));
        await new Promise((resolve) => setTimeout(resolve, (trial * 137) % 400));
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(writes);
        if (trial === 0) await check.connect();
        const { rows } = await check.query<{ name: string }>('SELECT name FROM depts WHERE name = ANY($1)', [
          acknowledged,
        ]);
        const stored = new Set(rows.map((row) => row.name));
        expect(
          acknowledged.filter((name) => !stored.has(name)),
          `trial ${trial}`,
        ).toEqual([]);
        checked += acknowledged.length;
      }
    } finally {
      await check.end().catch(() => undefined);
    }
    expect(checked).toBeGreaterThan(TRIALS * WRITERS);
  });
});
