// The wait a sliding-window limit imposes: with `max` or more rows inside the window, the caller
// may act again once the max-th newest of them leaves it (then fewer than `max` remain). Worked
// out by the database clock, like every window here (./time.ts).
import { and, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { ago } from './time';

export async function waitForRoom(
  db: Db,
  table: PgTable,
  createdAt: PgColumn,
  where: SQL | undefined,
  max: number,
  windowMs: number,
): Promise<number | null> {
  const [row] = await db
    .select({
      waitMs: sql<string>`extract(epoch from (${createdAt} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000`,
    })
    .from(table)
    .where(and(where, gt(createdAt, ago(windowMs))))
    .orderBy(desc(createdAt))
    .offset(max - 1)
    .limit(1);
  return row ? Math.max(0, Number(row.waitMs)) : null;
}
