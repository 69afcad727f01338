// The server keeps no Redis: its short-lived entries (captchas, reset codes, websocket tickets,
// login-failure and rate-limit counters) live in tables shared by every instance. The cache page
// counts them and clears a store's expired entries on request. The stores are shared by all
// tenants, so clearing never touches a live entry: it is housekeeping, not a way to unlock an
// account or void someone's captcha.
import { count, lt, or, isNotNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { captchas, loginFailures, rateLimitHits, resetCodes } from '../db/schema';
import { chatTickets } from '../db/schema-chat';
import { limits } from '../config';
import { ago, now } from './time';

export const STORE_NAMES = ['captchas', 'resetCodes', 'chatTickets', 'loginFailures', 'rateLimitHits'] as const;
export type StoreName = (typeof STORE_NAMES)[number];

export interface StoreCount {
  name: StoreName;
  entries: number;
  /** Entries past their lifetime, kept until cleared. */
  expired: number;
}

// Counters count over a sliding window: older rows no longer count for anything.
const longestWindow = Math.max(limits.loginWindow, limits.resetCodeWindow);

const stores: Record<StoreName, { table: PgTable; expired: SQL | undefined }> = {
  captchas: { table: captchas, expired: or(lt(captchas.expiresAt, now), captchas.used) },
  resetCodes: { table: resetCodes, expired: or(lt(resetCodes.expiresAt, now), isNotNull(resetCodes.usedAt)) },
  chatTickets: { table: chatTickets, expired: lt(chatTickets.expiresAt, now) },
  loginFailures: { table: loginFailures, expired: lt(loginFailures.createdAt, ago(longestWindow)) },
  rateLimitHits: { table: rateLimitHits, expired: lt(rateLimitHits.createdAt, ago(longestWindow)) },
};

export function shortLivedStoresRepository(db: Db) {
  return {
    async counts(): Promise<StoreCount[]> {
      return Promise.all(
        STORE_NAMES.map(async (name) => {
          const { table, expired } = stores[name];
          const [all] = await db.select({ n: count() }).from(table);
          const [old] = await db.select({ n: count() }).from(table).where(expired);
          return { name, entries: all?.n ?? 0, expired: old?.n ?? 0 };
        }),
      );
    },

    /** Deletes a store's expired entries; answers how many. */
    async clearExpired(name: StoreName): Promise<number> {
      const { table, expired } = stores[name];
      return (await db.delete(table).where(expired).returning()).length;
    },
  };
}
