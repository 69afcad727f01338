// Login sessions. The client holds the token; the table holds its hash, so reading the table
// does not give anyone a live token.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, tenants } from '../db/schema';
import { ago, fromNow, now } from './time';

/** A session whose tenant is enabled and not expired: a disabled or expired tenant's sessions are
 * over at once, wherever they are checked (each request, the chat's session check). */
export const ofWorkingTenant = sql`EXISTS (SELECT 1 FROM ${tenants} WHERE ${tenants.id} = ${sessions.tenantId}
  AND ${tenants.enabled} AND (${tenants.expiresAt} IS NULL OR ${tenants.expiresAt} > now()))`;

export interface SessionOwner {
  sessionId: number;
  userId: number;
  tenantId: number;
}

export interface NewSession {
  tenantId: number;
  userId: number;
  tokenHash: string;
  ip: string;
  userAgent: string;
  /** Absolute lifetime, whatever the activity. */
  maxAgeMs: number;
}

export function sessionsRepository(db: Db) {
  return {
    async create(session: NewSession): Promise<void> {
      const { maxAgeMs, ...row } = session;
      await db.insert(sessions).values({ ...row, expiresAt: fromNow(maxAgeMs) });
    },

    /** Finds a live session (not revoked, not past its absolute expiry, used within the idle
     * window, of a tenant that is enabled and not expired) and marks it used now: the idle window
     * slides with each request. Disabling or expiring a tenant thus ends its sessions at once. */
    async touch(tokenHash: string, idleMs: number): Promise<SessionOwner | null> {
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, ago(idleMs)),
            ofWorkingTenant,
          ),
        )
        .returning({ sessionId: sessions.id, userId: sessions.userId, tenantId: sessions.tenantId });
      return row ?? null;
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOfUser(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
