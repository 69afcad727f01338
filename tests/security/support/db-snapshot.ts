// "No change in the database": a digest of every table's rows, taken before and after a bad
// request. Tables that every request may touch by design (session last-seen, captchas, rate-limit
// counters, login records) are left out; the tests that are about them look at them directly.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

const VOLATILE = new Set([
  'sessions',
  'captchas',
  'login_failures',
  'rate_limit_hits',
  'login_logs',
  'chat_tickets',
  '__drizzle_migrations',
]);

export type Snapshot = Record<string, string>;

/** Rows of a raw query; both drivers answer `{ rows }` (Drizzle types the shared handle loosely). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function snapshot(db: Db): Promise<Snapshot> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const digest: Snapshot = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await rowsOf<{ d: string | null }>(
      db,
      sql`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM ${sql.identifier(name)} t`,
    );
    digest[name] = row?.d ?? 'empty';
  }
  return digest;
}

/** Runs `bad` and returns what it returned; throws when any table changed meanwhile. */
export async function unchanged<T>(db: Db, bad: () => Promise<T>): Promise<T> {
  const before = await snapshot(db);
  const result = await bad();
  const after = await snapshot(db);
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (changed.length > 0) throw new Error(`the database changed: ${changed.join(', ')}`);
  return result;
}
