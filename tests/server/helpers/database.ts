// A fresh database per test file, migrated, and seeded when asked: PGlite in memory, started from
// the run's dumps, or, when DATABASE_URL is set, a uniquely named database created on that
// PostgreSQL server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';

/** The seeded admin's password in a test database started `seeded`. */
export const ADMIN_PASSWORD = 'admin-pass-123';

export interface TestDatabase {
  database: Database;
  /** The connection URL when on PostgreSQL (null on PGlite). */
  url: string | null;
  dispose(): Promise<void>;
}

/** Creates an empty database on the PostgreSQL server of DATABASE_URL; returns its URL and a dropper. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `backoffice_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The PGlite dumps of this run (pglite-snapshot.ts), each read once per test file. */
const dumps = new Map<string, Blob>();
function pgliteDump(file: string): Blob {
  if (!dumps.has(file)) dumps.set(file, new Blob([fs.readFileSync(file)]));
  return dumps.get(file)!;
}

/** Where a test database starts: `migrated`, or `seeded` (then seeded with ADMIN_PASSWORD, as a first start would be). */
export type TestDatabaseStart = 'migrated' | 'seeded';

export async function createTestDatabase(start: TestDatabaseStart = 'migrated'): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // On PGlite, from the run's dumps (pglite-snapshot.ts) instead of migrating and seeding again.
    const database = await openDatabase({ memory: true, loadDataDir: pgliteDump(inject('pgliteDumps')[start]) });
    return { database, url: null, dispose: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  if (start === 'seeded') await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
