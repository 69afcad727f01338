// Tenants as the platform's operators see them, and what the rest of the server asks about a
// tenant: whether it may work now (enabled, not expired) and how many users it has.
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages } from '../db/schema-chat';
import { domains } from '../db/schema-news';
import { collectionRows, loginLogs, roles, sessions, tenants, users as usersTable, usersRoles } from '../db/schema';
import { seedTenantOrg, type SeedOrg } from '../db/seed/index';
import { tableFields } from './list-sql';
import { platformRows, scopedTable } from './scoped-table';
import { now } from './time';

export type TenantRow = typeof tenants.$inferSelect;

/** First key of a tenant's storage lock (two-int advisory keys; the second is the tenant's id). */
const STORAGE_LOCK_KEY = 29_001;

export function tenantsRepository(db: Db) {
  async function userCount(tenantId: number): Promise<number> {
    const [row] = await db.select({ total: count() }).from(usersTable).where(eq(usersTable.tenantId, tenantId));
    return row?.total ?? 0;
  }

  return {
    ...scopedTable(
      db,
      tenants,
      tableFields(tenants, { like: ['name', 'contactName'], blurry: ['name', 'code', 'contactName', 'contactPhone'] }),
      platformRows,
    ),

    /** A new tenant's departments, roles, first admin, menus and dictionaries: the first start's seed. */
    seedOrg: (org: SeedOrg) => seedTenantOrg(db, org),

    /** Why the tenant's users cannot work now, if they cannot. */
    async standing(tenantId: number): Promise<'disabled' | 'expired' | null> {
      const [row] = await db
        .select({ enabled: tenants.enabled, expired: sql<boolean>`coalesce(${tenants.expiresAt} <= ${now}, false)` })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      if (!row || !row.enabled) return 'disabled';
      return row.expired ? 'expired' : null;
    },

    /** The tenant's limits, its row locked until the transaction ends (call inside one). */
    async lockLimits(
      tenantId: number,
    ): Promise<{ maxUsers: number | null; maxSites: number | null; maxStorageMb: number | null } | null> {
      const [row] = await db
        .select({ maxUsers: tenants.maxUsers, maxSites: tenants.maxSites, maxStorageMb: tenants.maxStorageMb })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .for('update');
      return row ?? null;
    },

    /** Takes the tenant's storage lock until the transaction ends (call inside one): uploads of one
     * tenant check and record their files one at a time. A lock of its own, not the tenant row's,
     * so an upload does not wait for a user or site being added. */
    async lockStorage(tenantId: number): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${STORAGE_LOCK_KEY}, ${tenantId})`);
    },

    userCount,

    /** The account an "act as" session of the platform uses: the tenant's first enabled admin. */
    async actingAdmin(tenantId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: usersTable.id })
        .from(usersTable)
        .innerJoin(usersRoles, eq(usersRoles.userId, usersTable.id))
        .innerJoin(roles, eq(roles.id, usersRoles.roleId))
        .where(and(eq(usersTable.tenantId, tenantId), eq(usersTable.enabled, true), eq(roles.code, 'admin')))
        .orderBy(asc(usersTable.id))
        .limit(1);
      return row?.id ?? null;
    },

    async siteCount(tenantId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(domains).where(eq(domains.tenantId, tenantId));
      return row?.total ?? 0;
    },

    /** What the platform's list shows of a tenant's use: its users, its last successful login and
     * its chat volume (messages ever kept). */
    async usage(tenantId: number): Promise<{ userCount: number; lastLoginTime: Date | null; chatMessages: number }> {
      const [users, [login], [chat]] = await Promise.all([
        userCount(tenantId),
        db
          .select({ last: max(loginLogs.createdAt) })
          .from(loginLogs)
          .where(and(eq(loginLogs.tenantId, tenantId), eq(loginLogs.success, true))),
        db.select({ total: count() }).from(chatMessages).where(eq(chatMessages.tenantId, tenantId)),
      ]);
      return { userCount: users, lastLoginTime: login?.last ?? null, chatMessages: chat?.total ?? 0 };
    },

    /** What of the tenant lives outside the database, as its rows name it: its users' avatar
     * addresses, its sites (each a folder) and the stored names of its uploads of `collections`. */
    async fileRefs(
      tenantId: number,
      collections: readonly string[],
    ): Promise<{ avatars: string[]; siteIds: number[]; uploads: { screenId: string; storedName: string }[] }> {
      const [avatars, sites, uploads] = await Promise.all([
        // An avatar address another tenant's user also names (set with SQL) stays theirs.
        db
          .select({ avatar: usersTable.avatar })
          .from(usersTable)
          .where(
            and(
              eq(usersTable.tenantId, tenantId),
              sql`not exists (select 1 from ${usersTable} other where other.avatar = ${usersTable.avatar} and other.tenant_id <> ${tenantId})`,
            ),
          ),
        db.select({ id: domains.id }).from(domains).where(eq(domains.tenantId, tenantId)),
        db
          .select({ screenId: collectionRows.screenId, storedName: sql<string>`${collectionRows.data}->>'storedName'` })
          .from(collectionRows)
          .where(and(eq(collectionRows.tenantId, tenantId), inArray(collectionRows.screenId, [...collections]))),
      ]);
      return {
        avatars: avatars.map((row) => row.avatar).filter(Boolean),
        siteIds: sites.map((row) => row.id),
        uploads: uploads.filter((row) => row.storedName),
      };
    },

    /** Deletes the tenant row; every tenant-scoped row goes with it in the same statement, because
     * every `tenant_id` column references it ON DELETE CASCADE (tests/server/tenant-delete.test.ts
     * holds every table of the schema to that). The tenant row stays locked until the end. */
    async removeWithRows(tenantId: number): Promise<boolean> {
      const removed = await db.delete(tenants).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
      return removed.length > 0;
    },

    /** Ends every live session of the tenant (disabled or deleted). */
    async revokeSessions(tenantId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)));
    },
  };
}
