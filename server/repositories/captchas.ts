// Captchas live in the database, not in memory, so the instance that checks one need not be the
// instance that drew it.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { fromNow, now } from './time';

export function captchasRepository(db: Db) {
  return {
    /** Stores an answer and returns the uuid the client sends back with it. */
    async create(answer: string, ttlMs: number): Promise<string> {
      // Drawing a captcha is the natural moment to sweep out the expired ones.
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
      const uuid = randomUUID();
      await db.insert(captchas).values({ uuid, answer, expiresAt: fromNow(ttlMs) });
      return uuid;
    },

    /** Uses the captcha up and returns its answer; null when unknown, used or expired. A single
     * UPDATE, so two concurrent logins cannot both use one captcha. */
    async consume(uuid: string): Promise<string | null> {
      const [row] = await db
        .update(captchas)
        .set({ used: true })
        .where(and(eq(captchas.uuid, uuid), eq(captchas.used, false), gt(captchas.expiresAt, now)))
        .returning({ answer: captchas.answer });
      return row?.answer ?? null;
    },
  };
}
