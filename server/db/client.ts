// Opens the database: PostgreSQL when a URL is given (production, several instances), otherwise
// PGlite, the embedded PostgreSQL in a local folder (or in memory for tests).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle handle repositories use; both drivers share PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database; the raw client is kept for the driver-specific migrator. */
export type Database = { db: Db; close(): Promise<void> } & (
  | { driver: 'pglite'; client: PGlite }
  | { driver: 'postgres'; client: pg.Pool }
);

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true };

/**
 * Opening a connection gives up after this: a database that does not answer must turn into a 503
 * within 2 s, not a hanging request.
 */
const CONNECT_TIMEOUT_MS = 1500;
/**
 * How long a request waits for a free connection of a busy pool. Longer than a connect: the
 * database answers, it is only a burst (200 visitors at once got 503s with the 1.5 s wait).
 */
const POOL_WAIT_MS = 10_000;

/**
 * pg-pool applies one timeout to both waits; the client's own connect timeout is the shorter one.
 * Not named …Pool…: Drizzle takes any object whose class name contains "Pool" for a pool.
 */
class QuickConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // Keep-alive lets the pool notice idle connections to a database that went away.
    const pool = new pg.Pool({ connectionString: target.url, Client: QuickConnectClient, connectionTimeoutMillis: POOL_WAIT_MS, keepAlive: true });
    // A broken idle connection must not crash the process; the next query reports it instead.
    pool.on('error', () => undefined);
    return { driver: 'postgres', client: pool, db: drizzlePg(pool, { schema }), close: () => pool.end() };
  }
  let client: PGlite;
  if ('pgliteDir' in target) {
    // PGlite does not create missing parent folders itself.
    await mkdir(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir);
  } else {
    client = await PGlite.create();
  }
  return { driver: 'pglite', client, db: drizzlePglite(client, { schema }), close: () => client.close() };
}
