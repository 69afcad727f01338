// Requests of rate-limited public calls, counted over a sliding window per bucket and key. Kept
// in the database so that every instance behind a load balancer counts the same requests.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { ago } from './time';

export function rateLimitsRepository(db: Db) {
  return {
    /** Counts one request under each key; rows older than the window are dropped on the way. */
    async hit(bucket: string, keys: string[], windowMs: number): Promise<void> {
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, ago(windowMs))));
      await db.insert(rateLimitHits).values(keys.map((key) => ({ bucket, key })));
    },

    /** Requests counted under `key` within the window. */
    async count(bucket: string, key: string, windowMs: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, ago(windowMs))));
      return row?.n ?? 0;
    },
  };
}
