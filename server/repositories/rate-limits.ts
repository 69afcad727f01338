// Requests of rate-limited public calls, counted over a sliding window per bucket and key. Kept
// in the database so that every instance behind a load balancer counts the same requests.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { waitForRoom } from './sliding-window';
import { ago } from './time';

export function rateLimitsRepository(db: Db) {
  return {
    /** Counts one request under each key; rows older than the window are dropped on the way. */
    async hit(bucket: string, keys: string[], windowMs: number): Promise<void> {
      await db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, ago(windowMs))));
      await db.insert(rateLimitHits).values(keys.map((key) => ({ bucket, key })));
    },

    /** How long until `key` has fewer than `max` requests in the window, in ms; null when it has. */
    async waitFor(bucket: string, key: string, max: number, windowMs: number): Promise<number | null> {
      return waitForRoom(
        db,
        rateLimitHits,
        rateLimitHits.createdAt,
        and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)),
        max,
        windowMs,
      );
    },
  };
}
