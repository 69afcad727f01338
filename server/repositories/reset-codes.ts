// One-time codes for the forgotten-password flow, stored hashed like tokens.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resetCodes } from '../db/schema';
import { fromNow, now } from './time';

export interface ActiveResetCode {
  id: number;
  codeHash: string;
}

export function resetCodesRepository(db: Db) {
  const unused = (userId: number) => and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt));

  return {
    /** Stores a new code; any earlier unused code of the user stops working. */
    async issue(tenantId: number, userId: number, codeHash: string, ttlMs: number): Promise<void> {
      await db.update(resetCodes).set({ usedAt: now }).where(unused(userId));
      await db.insert(resetCodes).values({ tenantId, userId, codeHash, expiresAt: fromNow(ttlMs) });
    },

    /** The user's current code if it is unexpired and has guesses left. */
    async findActive(userId: number, maxAttempts: number): Promise<ActiveResetCode | null> {
      const [row] = await db
        .select({ id: resetCodes.id, codeHash: resetCodes.codeHash, attempts: resetCodes.attempts })
        .from(resetCodes)
        .where(and(unused(userId), gt(resetCodes.expiresAt, now)))
        .orderBy(desc(resetCodes.id))
        .limit(1);
      return row && row.attempts < maxAttempts ? { id: row.id, codeHash: row.codeHash } : null;
    },

    async recordWrongGuess(id: number): Promise<void> {
      await db
        .update(resetCodes)
        .set({ attempts: sql`${resetCodes.attempts} + 1` })
        .where(eq(resetCodes.id, id));
    },

    /** Marks the code used; false when a concurrent request used it first. */
    async use(id: number): Promise<boolean> {
      const used = await db
        .update(resetCodes)
        .set({ usedAt: now })
        .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)))
        .returning({ id: resetCodes.id });
      return used.length === 1;
    },
  };
}
