// Failed logins, counted over a sliding window per account and per client IP. Kept in the
// database so that every instance behind a load balancer counts the same attempts.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { ago } from './time';

export function loginFailuresRepository(db: Db) {
  return {
    async record(username: string, ip: string, windowMs: number): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, ago(windowMs)));
      await db.insert(loginFailures).values({ username, ip });
    },

    /** Failures within the window for this account and for this IP. */
    async count(username: string, ip: string, windowMs: number): Promise<{ account: number; ip: number }> {
      const recent = gt(loginFailures.createdAt, ago(windowMs));
      const [account] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(recent, eq(loginFailures.username, username)));
      const [fromIp] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(recent, eq(loginFailures.ip, ip)));
      return { account: account?.n ?? 0, ip: fromIp?.n ?? 0 };
    },

    /** A successful login forgives the account's earlier failures (which also leave the IP count). */
    async clearAccount(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
    },
  };
}
