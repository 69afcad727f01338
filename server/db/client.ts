// Opens the database: PostgreSQL when a URL is given (production, several instances), otherwise
// PGlite, the embedded PostgreSQL in a local folder (or in memory for tests).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { guardAgainstUnanswered } from './unanswered-guard';

export type Schema = typeof schema;

/** The Drizzle handle repositories use; both drivers share PostgreSQL's dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database; the raw client is kept for the driver-specific migrator. */
export type Database = { db: Db; close(): Promise<void> } & (
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: pg.Pool }
);

/** `loadDataDir`: a PGlite data folder dumped earlier (dumpDataDir), to start from instead of an empty cluster. */
export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true; loadDataDir?: Blob };

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
 * The server-side limit of one statement of a request (statement_timeout): a runaway query is
 * cancelled by the database and its connection stays usable. Longer work sets its own limit for
 * its statements: migrations (server/db/migrate.ts), SQL scripts (repositories/sql-scripts.ts).
 * A database that no longer answers at all is noticed within 2 s by the guard (unanswered-guard.ts).
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** TCP keep-alive probes an idle connection after this, not after the system's two hours. */
const KEEP_ALIVE_DELAY_MS = 10_000;

function openPool(url: string): pg.Pool {
  const connection: pg.ClientConfig = {
    connectionString: url,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  };
  const guard = guardAgainstUnanswered(connection);
  /**
   * pg-pool applies one timeout to both waits; the client's own connect timeout is the shorter one.
   * Not named …Pool…: Drizzle takes any object whose class name contains "Pool" for a pool.
   */
  class QuickConnectClient extends guard.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    }
  }
  const pool = new pg.Pool({ ...connection, Client: QuickConnectClient, connectionTimeoutMillis: POOL_WAIT_MS });
  // A broken idle connection must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * PGlite runs inside this thread and answers through promises alone, so a chain of queries never
 * gives Node a turn to read its sockets: after a restart, while the chat clients already back ran
 * their resumes and resends, the ticket calls of the others were not even read for seconds (past
 * the browser's 5 s). Each query (or transaction) first waits for the event loop's next turn.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [name]: async (...args: unknown[]) => {
        await nextTurn();
        return original(...args);
      },
    });
  }
}

/** Whether `db` is PGlite (one connection in this process) rather than a PostgreSQL pool. */
export const isEmbedded = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof PGlite;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = openPool(target.url);
    return { driver: 'postgres', client: pool, db: drizzlePg(pool, { schema }), close: () => pool.end() };
  }
  // pg_trgm: the trigram indexes of substring search (screens/collection-indexes.ts).
  const options = { extensions: { pg_trgm } };
  let client: PGlite;
  if ('pgliteDir' in target) {
    // PGlite does not create missing parent folders itself.
    await mkdir(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir, options);
  } else {
    client = await PGlite.create({ ...options, loadDataDir: target.loadDataDir });
  }
  yieldBeforeEachQuery(client);
  return { driver: 'pglite', client, db: drizzlePglite(client, { schema }), close: () => client.close() };
}
