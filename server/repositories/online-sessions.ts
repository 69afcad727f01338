// Online users for the monitoring page: the live login sessions of a tenant (not revoked, not
// past their absolute expiry, used within the idle window, as the auth hook counts them).
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { OnlineSession } from '../../schemas/wire/monitor';
import type { Db } from '../db/client';
import { depts, sessions, users } from '../db/schema';
import { ago, now } from './time';

const iso = (value: Date | string) => new Date(value).toISOString();

export function onlineSessionsRepository(db: Db) {
  const live = (tenantId: number, idleMs: number) =>
    and(
      eq(sessions.tenantId, tenantId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, now),
      gt(sessions.lastSeenAt, ago(idleMs)),
    );

  return {
    async list(tenantId: number, idleMs: number): Promise<OnlineSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          username: users.username,
          nickName: users.nickName,
          dept: depts.name,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          loginAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(depts, eq(depts.id, users.deptId))
        .where(live(tenantId, idleMs))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        ...row,
        dept: row.dept ?? '',
        loginAt: iso(row.loginAt),
        lastSeenAt: iso(row.lastSeenAt),
      }));
    },

    /** Revokes the tenant's live sessions among `ids`; answers the ids it revoked. */
    async revoke(tenantId: number, ids: number[], idleMs: number): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(live(tenantId, idleMs), inArray(sessions.id, ids)))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },
  };
}
