// The screen studio's rows: a tenant's versions of its screens (db/schema-screens.ts), and the names a screen may refer to in a tenant (permissions, role codes,
// dictionaries), which the studio's check compares a screen with.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dicts, menus, roles } from '../db/schema';
import { screenVersions, type ScreenState } from '../db/schema-screens';

export type ScreenVersionRow = typeof screenVersions.$inferSelect;
/** A version without its text (history lists). */
export type VersionSummary = Omit<ScreenVersionRow, 'text' | 'tenantId'>;

const summary = {
  id: screenVersions.id,
  screenId: screenVersions.screenId,
  version: screenVersions.version,
  state: screenVersions.state,
  authorId: screenVersions.authorId,
  authorName: screenVersions.authorName,
  message: screenVersions.message,
  createdAt: screenVersions.createdAt,
};

/** The first key of the two-key advisory locks of screen writes (the second: tenant and screen hashed). */
const SCREEN_LOCK_SPACE = 7_311_024;

export interface NewVersion {
  tenantId: number;
  screenId: string;
  text: string;
  state: ScreenState;
  authorId: number;
  authorName: string;
  message: string;
}

export function screenVersionsRepository(db: Db) {
  const ofScreen = (tenantId: number, screenId: string) =>
    and(eq(screenVersions.tenantId, tenantId), eq(screenVersions.screenId, screenId));

  return {
    /** The latest published version of each of the tenant's screens (what it is served). */
    async published(tenantId: number): Promise<Pick<ScreenVersionRow, 'screenId' | 'version' | 'text'>[]> {
      return db
        .selectDistinctOn([screenVersions.screenId], {
          screenId: screenVersions.screenId,
          version: screenVersions.version,
          text: screenVersions.text,
        })
        .from(screenVersions)
        .where(and(eq(screenVersions.tenantId, tenantId), eq(screenVersions.state, 'published')))
        .orderBy(screenVersions.screenId, desc(screenVersions.version));
    },

    /** The tenants that have published a version of some screen (whose screens differ from the files). */
    async publishers(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ tenantId: screenVersions.tenantId })
        .from(screenVersions)
        .where(eq(screenVersions.state, 'published'));
      return rows.map((row) => row.tenantId);
    },

    /** Every version of one screen, newest first, without texts. */
    async history(tenantId: number, screenId: string): Promise<VersionSummary[]> {
      return db
        .select(summary)
        .from(screenVersions)
        .where(ofScreen(tenantId, screenId))
        .orderBy(desc(screenVersions.version));
    },

    /** Every version of every screen of the tenant, newest first, without texts (the studio's list). */
    async allHistory(tenantId: number): Promise<VersionSummary[]> {
      return db
        .select(summary)
        .from(screenVersions)
        .where(eq(screenVersions.tenantId, tenantId))
        .orderBy(screenVersions.screenId, desc(screenVersions.version));
    },

    async version(tenantId: number, screenId: string, version: number): Promise<ScreenVersionRow | null> {
      const [row] = await db
        .select()
        .from(screenVersions)
        .where(and(ofScreen(tenantId, screenId), eq(screenVersions.version, version)));
      return row ?? null;
    },

    /** The newest version in `state`, or null. */
    async latest(tenantId: number, screenId: string, state: ScreenState): Promise<ScreenVersionRow | null> {
      const [row] = await db
        .select()
        .from(screenVersions)
        .where(and(ofScreen(tenantId, screenId), eq(screenVersions.state, state)))
        .orderBy(desc(screenVersions.version))
        .limit(1);
      return row ?? null;
    },

    /** Holds the screen's lock until the transaction ends: its writers take turns. */
    async lock(tenantId: number, screenId: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${SCREEN_LOCK_SPACE}, hashtext(${`${tenantId}:${screenId}`}))`);
    },

    /** Writes the next version number of the screen; a concurrent writer of the same number fails
     *  the unique key (screen_versions_tenant_screen_version). */
    async append(row: NewVersion): Promise<VersionSummary> {
      const next = sql<number>`(SELECT coalesce(max(${screenVersions.version}), 0) + 1 FROM ${screenVersions}
        WHERE ${screenVersions.tenantId} = ${row.tenantId} AND ${screenVersions.screenId} = ${row.screenId})`;
      const [written] = await db
        .insert(screenVersions)
        .values({ ...row, version: next })
        .returning(summary);
      return written!;
    },

    /** The names a screen of the tenant may use: its menus' permissions and role codes, its dictionaries. */
    async references(tenantId: number): Promise<{ permissions: Set<string>; dicts: Set<string> }> {
      const [permissionRows, roleRows, dictRows] = await Promise.all([
        db
          .selectDistinct({ name: menus.permission })
          .from(menus)
          .where(and(eq(menus.tenantId, tenantId), isNotNull(menus.permission))),
        db.select({ name: roles.code }).from(roles).where(eq(roles.tenantId, tenantId)),
        db.select({ name: dicts.name }).from(dicts).where(eq(dicts.tenantId, tenantId)),
      ]);
      return {
        permissions: new Set([...permissionRows, ...roleRows].flatMap((row) => (row.name ? [row.name] : []))),
        dicts: new Set(dictRows.map((row) => row.name)),
      };
    },
  };
}
