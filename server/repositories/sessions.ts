// Login sessions. The client holds the token; the table holds its hash, so reading the table
// does not give anyone a live token.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, tenants } from '../db/schema';
import { fromNow, now } from './time';

/** A session whose tenant is enabled and not expired: a disabled or expired tenant's sessions are
 * over at once, wherever they are checked (each request, the chat's session check). */
export const ofWorkingTenant = sql`EXISTS (SELECT 1 FROM ${tenants} WHERE ${tenants.id} = ${sessions.tenantId}
  AND ${tenants.enabled} AND (${tenants.expiresAt} IS NULL OR ${tenants.expiresAt} > now()))`;

export interface SessionOwner {
  sessionId: number;
  userId: number;
  tenantId: number;
}

/** A session with who opened it: null for a login, the platform operator for an "act as". */
export interface SessionActor {
  actedBy: number | null;
}

/** A session that is not revoked, as stored: the caller decides on expiry and idleness. */
export interface StoredSession extends SessionOwner, SessionActor {
  lastSeenAt: Date;
  expiresAt: Date;
  /** The tenant's access version (tenants.access_version) at this read. */
  accessVersion: number;
}

/** Rows per statement when writing last-seen times (well under PostgreSQL's parameter limit). */
const LAST_SEEN_BATCH = 500;

export interface NewSession {
  tenantId: number;
  userId: number;
  tokenHash: string;
  ip: string;
  userAgent: string;
  /** Absolute lifetime, whatever the activity. */
  maxAgeMs: number;
  /** The platform operator of an "act as" session. */
  actedBy?: number;
}

export function sessionsRepository(db: Db) {
  // Every authenticated request runs it: prepared once (PostgreSQL plans it once per connection).
  const byTokenHash = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      accessVersion: tenants.accessVersion,
      actedBy: sessions.actedBy,
    })
    .from(sessions)
    .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), ofWorkingTenant))
    .prepare('session_by_token_hash');

  return {
    async create(session: NewSession): Promise<{ id: number; expiresAt: Date }> {
      const { maxAgeMs, ...row } = session;
      const [created] = await db
        .insert(sessions)
        .values({ ...row, expiresAt: fromNow(maxAgeMs) })
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
      return created!;
    },

    /** The unrevoked session of a token hash, of a working tenant, with its tenant's access version: one indexed read,
     * no write (last-seen times are written in batches by `writeLastSeen`). */
    async find(tokenHash: string): Promise<StoredSession | null> {
      const [row] = await byTokenHash.execute({ tokenHash });
      return row ?? null;
    },

    /** Moves sessions' last_seen_at forward to the given times (never back: another instance may
     * have written a later one). */
    async writeLastSeen(seen: { sessionId: number; at: Date }[]): Promise<void> {
      for (let start = 0; start < seen.length; start += LAST_SEEN_BATCH) {
        const rows = seen
          .slice(start, start + LAST_SEEN_BATCH)
          .map(({ sessionId, at }) => sql`(${sessionId}::integer, ${at.toISOString()}::timestamptz)`);
        await db.execute(sql`UPDATE ${sessions} SET last_seen_at = seen.at
          FROM (VALUES ${sql.join(rows, sql`, `)}) AS seen (id, at)
          WHERE ${sessions.id} = seen.id AND ${sessions.lastSeenAt} < seen.at`);
      }
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
