// Sliding-window limits on calls that cost something (mail sent, rows or files stored): each
// limit counts the calls of a bucket per key (a user, an address, a visitor) in the database, so
// every instance counts the same calls.
import { retryLater } from '../lib/http-error';
import type { Repositories } from '../repositories/index';

export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

/** One call counted under `key` against `limit`. */
export interface Turn {
  limit: RateLimit;
  key: string;
}

/**
 * Counts the call under every turn, or throws a 429 saying how long to wait (the longest of the
 * limits reached) and counts nothing: a refused call does not prolong the wait.
 */
export async function takeTurn(rateLimits: Repositories['rateLimits'], turns: readonly Turn[]): Promise<void> {
  const waits = await Promise.all(
    turns.map(({ limit, key }) => rateLimits.waitFor(limit.bucket, key, limit.max, limit.windowMs)),
  );
  const waitMs = Math.max(...waits.map((wait) => wait ?? -1));
  if (waitMs >= 0) throw retryLater(waitMs);
  for (const { limit, key } of turns) await rateLimits.hit(limit.bucket, [key], limit.windowMs);
}
