// A fresh database per test file, migrated, and seeded when asked: PGlite in memory, or, when
// DATABASE_URL is set, a uniquely named database created on that PostgreSQL server and dropped
// afterwards; either made from the run's starts (database-starts.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';

/** The seeded admin's password in a test database started `seeded`. */
export const ADMIN_PASSWORD = 'admin-pass-123';

export interface TestDatabase {
  database: Database;
  /** The connection URL when on PostgreSQL (null on PGlite). */
  url: string | null;
  dispose(): Promise<void>;
}

/**
 * Creates a database on the PostgreSQL server of DATABASE_URL, empty or a copy of `template`;
 * returns its name, its URL and a dropper.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `backoffice_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The PGlite dumps of this run, each read once per test file. */
const dumps = new Map<string, Blob>();
function pgliteDump(file: string): Blob {
  if (!dumps.has(file)) dumps.set(file, new Blob([fs.readFileSync(file)]));
  return dumps.get(file)!;
}

/** Where a test database starts: `migrated`, or `seeded` (then seeded with ADMIN_PASSWORD, as a first start would be). */
export type TestDatabaseStart = 'migrated' | 'seeded';

/** A database made from the run's start (database-starts.ts): a loaded dump, or a copy of a template. */
export async function createTestDatabase(start: TestDatabaseStart = 'migrated'): Promise<TestDatabase> {
  const made = inject('databaseStarts')[start];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true, loadDataDir: pgliteDump(made) });
    return { database, url: null, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, made);
  const database = await openDatabase({ url });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
