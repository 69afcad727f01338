// Decorated pages and the tenant's public preview key. A save names the version it started from;
// the update matches on it, so a second editor's stale save changes nothing (the route says 409).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diyPages, diySites } from '../db/schema-diy';
import { now } from './time';

export interface PageKey {
  language: string;
  type: 'mobile' | 'pc';
  pageKey: string;
}

export interface DiyPage {
  name: string;
  draft: unknown;
  published: unknown;
  version: number;
  publishedVersion: number;
  updatedAt: Date;
  publishedAt: Date | null;
}

const columns = {
  name: diyPages.name,
  draft: diyPages.draft,
  published: diyPages.published,
  version: diyPages.version,
  publishedVersion: diyPages.publishedVersion,
  updatedAt: diyPages.updatedAt,
  publishedAt: diyPages.publishedAt,
};

export function diyPagesRepository(db: Db) {
  const page = (tenantId: number, key: PageKey) =>
    and(
      eq(diyPages.tenantId, tenantId),
      eq(diyPages.language, key.language),
      eq(diyPages.type, key.type),
      eq(diyPages.pageKey, key.pageKey),
    );

  return {
    async get(tenantId: number, key: PageKey): Promise<DiyPage | null> {
      const [row] = await db.select(columns).from(diyPages).where(page(tenantId, key));
      return row ?? null;
    },

    /**
     * Saves the draft when `version` is the stored one (0 = the page does not exist yet).
     * Returns the saved page, or null when someone saved in between.
     */
    async saveDraft(
      tenantId: number,
      key: PageKey,
      input: { name: string; draft: unknown; version: number },
    ): Promise<DiyPage | null> {
      if (input.version === 0) {
        const [row] = await db
          .insert(diyPages)
          .values({ tenantId, ...key, name: input.name, draft: input.draft })
          .onConflictDoNothing()
          .returning(columns);
        return row ?? null;
      }
      const [row] = await db
        .update(diyPages)
        .set({ name: input.name, draft: input.draft, version: sql`${diyPages.version} + 1`, updatedAt: now })
        .where(and(page(tenantId, key), eq(diyPages.version, input.version)))
        .returning(columns);
      return row ?? null;
    },

    /** Makes the draft of `version` what visitors see; null when the page or version differs. */
    async publish(tenantId: number, key: PageKey, version: number): Promise<DiyPage | null> {
      const [row] = await db
        .update(diyPages)
        .set({ published: sql`${diyPages.draft}`, publishedVersion: diyPages.version, publishedAt: now })
        .where(and(page(tenantId, key), eq(diyPages.version, version)))
        .returning(columns);
      return row ?? null;
    },

    /** The tenant's preview key, created with `fresh` on first use. */
    async siteKey(tenantId: number, fresh: string): Promise<string> {
      await db.insert(diySites).values({ tenantId, siteKey: fresh }).onConflictDoNothing({ target: diySites.tenantId });
      const [row] = await db
        .select({ siteKey: diySites.siteKey })
        .from(diySites)
        .where(eq(diySites.tenantId, tenantId));
      return row!.siteKey;
    },

    async tenantOfSiteKey(siteKey: string): Promise<number | null> {
      const [row] = await db
        .select({ tenantId: diySites.tenantId })
        .from(diySites)
        .where(eq(diySites.siteKey, siteKey));
      return row?.tenantId ?? null;
    },
  };
}
