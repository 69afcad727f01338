// A fresh, migrated database per test file: PGlite in memory, or, when DATABASE_URL is set, a
// uniquely named database created on that PostgreSQL server and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';

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

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let database: Database;
  let url: string | null = null;
  let drop: () => Promise<void> = async () => undefined;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl);
    ({ url, drop } = created);
    database = await openDatabase({ url });
  } else {
    database = await openDatabase({ memory: true });
  }
  if (options.migrate !== false) await migrateDatabase(database);
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}
