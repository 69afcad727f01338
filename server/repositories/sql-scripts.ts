// Runs an administrator's SQL script on the server's own database connection, inside one
// transaction: either every statement takes effect or none does. Both drivers need their raw
// client, because a script holds several statements and only the simple query protocol (pg's
// query without values, PGlite's exec) accepts that; Drizzle's execute prepares one statement.
import type { Db } from '../db/client';

interface PgliteClient {
  transaction<T>(work: (tx: { exec(sql: string): Promise<unknown> }) => Promise<T>): Promise<T>;
}
interface PooledClient {
  query(sql: string): Promise<unknown>;
  release(destroy?: boolean | Error): void;
}
interface PoolClient {
  connect(): Promise<PooledClient>;
}

/** A run stops after this long (statement_timeout), so a runaway script cannot hold locks for ever. */
export const SCRIPT_TIMEOUT_MS = 5 * 60 * 1000;

export function sqlScriptsRepository(db: Db) {
  // Drizzle keeps the driver's client on `$client`: the pg Pool or the PGlite instance.
  const client = () => (db as unknown as { $client?: object }).$client;
  const setTimeout = `SET LOCAL statement_timeout = ${SCRIPT_TIMEOUT_MS}`;

  return {
    /** Runs `script` in one transaction; throws the database's error after rolling back. */
    async runInTransaction(script: string): Promise<void> {
      const raw = client();
      if (raw && 'exec' in raw && 'transaction' in raw) {
        // PGlite rolls the transaction back when the callback throws.
        await (raw as PgliteClient).transaction(async (tx) => {
          await tx.exec(setTimeout);
          await tx.exec(script);
        });
        return;
      }
      if (!raw || !('connect' in raw)) throw new Error('runInTransaction needs the top-level database handle, not a transaction');
      const connection = await (raw as PoolClient).connect();
      let broken = false;
      try {
        await connection.query('BEGIN');
        await connection.query(setTimeout);
        await connection.query(script);
        await connection.query('COMMIT');
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
