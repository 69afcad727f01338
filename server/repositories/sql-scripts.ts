// Runs an administrator's SQL script on the server's own database connection, inside one
// transaction: either every statement takes effect or none does. Both drivers need their raw
// client, because a script holds several statements and only the simple query protocol (pg's
// query without values, PGlite's exec) accepts that; Drizzle's execute prepares one statement.
import type { Db } from '../db/client';

type Rows = { rows: { locked?: boolean }[] };
interface PgliteClient {
  transaction<T>(work: (tx: { exec(sql: string): Promise<unknown>; query(sql: string, params: unknown[]): Promise<Rows> }) => Promise<T>): Promise<T>;
}
interface PooledClient {
  query(sql: string, values?: unknown[]): Promise<Rows>;
  release(destroy?: boolean | Error): void;
}
interface PoolClient {
  connect(): Promise<PooledClient>;
}

/** A run stops after this long (statement_timeout), so a runaway script cannot hold locks for ever. */
export const SCRIPT_TIMEOUT_MS = 5 * 60 * 1000;
/** First key of the transaction's advisory lock (two-int keys; the second is the script's row id). */
export const SCRIPT_LOCK_SPACE = 72_819;
const TRY_LOCK = 'SELECT pg_try_advisory_xact_lock($1, $2) AS locked';

/** `busy`: the same script is running now, on this or another instance (nothing was run). */
export type RunResult = 'done' | 'busy';

export function sqlScriptsRepository(db: Db) {
  // Drizzle keeps the driver's client on `$client`: the pg Pool or the PGlite instance.
  const client = () => (db as unknown as { $client?: object }).$client;
  const setTimeout = `SET LOCAL statement_timeout = ${SCRIPT_TIMEOUT_MS}`;

  return {
    /**
     * Runs `script` in one transaction, holding a lock on `scriptId` for it; throws the database's
     * error after rolling back.
     */
    async runInTransaction(script: string, scriptId: number): Promise<RunResult> {
      const raw = client();
      if (raw && 'exec' in raw && 'transaction' in raw) {
        // PGlite rolls the transaction back when the callback throws.
        return (raw as PgliteClient).transaction(async (tx) => {
          if (!(await tx.query(TRY_LOCK, [SCRIPT_LOCK_SPACE, scriptId])).rows[0]?.locked) return 'busy';
          await tx.exec(setTimeout);
          await tx.exec(script);
          return 'done';
        });
      }
      if (!raw || !('connect' in raw)) throw new Error('runInTransaction needs the top-level database handle, not a transaction');
      const connection = await (raw as PoolClient).connect();
      let broken = false;
      try {
        await connection.query('BEGIN');
        if (!(await connection.query(TRY_LOCK, [SCRIPT_LOCK_SPACE, scriptId])).rows[0]?.locked) {
          await connection.query('ROLLBACK');
          return 'busy';
        }
        await connection.query(setTimeout);
        // No values: the simple query protocol, which takes several statements.
        await connection.query(script);
        await connection.query('COMMIT');
        return 'done';
      } catch (error) {
        // A connection that cannot even roll back is thrown away instead of returned to the pool.
        await connection.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        connection.release(broken);
      }
    },
  };
}
