// Navigation items of a site language and the content entries under each.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { navContents, navItems } from '../db/schema-news';
import { scopedTable, siteContent, type SiteScope } from './scoped-table';
import { tableFields } from './list-sql';

export type NavItemRow = typeof navItems.$inferSelect;
export type NavItemSeed = Pick<NavItemRow, 'navType' | 'navUrl' | 'navName' | 'sort'>;

export function contentRepository(db: Db) {
  return {
    navItems: {
      ...scopedTable(db, navItems, tableFields(navItems, { like: ['navName'] }), siteContent),

      /** Adds the items a language lacks (by navUrl); existing ones are left as edited. */
      async ensure(scope: SiteScope, seeds: readonly NavItemSeed[]): Promise<void> {
        if (seeds.length === 0) return;
        await db
          .insert(navItems)
          .values(seeds.map((seed) => ({ ...seed, ...scope })))
          .onConflictDoNothing({ target: [navItems.siteId, navItems.language, navItems.navUrl] });
      },

      async all(scope: SiteScope): Promise<NavItemRow[]> {
        return db
          .select()
          .from(navItems)
          .where(
            and(
              eq(navItems.tenantId, scope.tenantId),
              eq(navItems.siteId, scope.siteId),
              eq(navItems.language, scope.language),
            ),
          )
          .orderBy(asc(navItems.sort), asc(navItems.id));
      },
    },
    entries: scopedTable(db, navContents, tableFields(navContents, { like: ['title'] }), siteContent),
  };
}
