// Failed logins and current-password checks, counted over a sliding window per (account, client
// address) pair and per address. Kept in the database so that every instance behind a load
// balancer counts the same attempts.
import { and, count, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { waitForRoom } from './sliding-window';
import { ago } from './time';

export interface FailureLimits {
  windowMs: number;
  perPair: number;
  perIp: number;
}

export function loginFailuresRepository(db: Db) {
  const waitFor = (where: SQL | undefined, max: number, windowMs: number) =>
    waitForRoom(db, loginFailures, loginFailures.createdAt, where, max, windowMs);

  return {
    async record(username: string, ip: string, windowMs: number): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, ago(windowMs)));
      await db.insert(loginFailures).values({ username, ip });
    },

    /** How long this account is locked for this address (its own failures, or the address's
     * failures across accounts), in ms; null when it is not. */
    async lockedFor(username: string, ip: string, limits: FailureLimits): Promise<number | null> {
      const pair = await waitFor(
        and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)),
        limits.perPair,
        limits.windowMs,
      );
      const address = await waitFor(eq(loginFailures.ip, ip), limits.perIp, limits.windowMs);
      return pair === null && address === null ? null : Math.max(pair ?? 0, address ?? 0);
    },

    /** Failures from this address within the window, whatever the account. */
    async countFromIp(ip: string, windowMs: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(gt(loginFailures.createdAt, ago(windowMs)), eq(loginFailures.ip, ip)));
      return row?.n ?? 0;
    },

    /** A success forgives this pair's earlier failures (which also leave the address's count);
     * failures from other addresses stay, so a stranger's lock is not lifted by the owner's login. */
    async clearPair(username: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)));
    },
  };
}
