// Sites ("domains" in the spec's calls) of a tenant, with their languages.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domains } from '../db/schema-news';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';
import { now } from './time';

export type DomainRow = typeof domains.$inferSelect;

export function domainsRepository(db: Db) {
  return {
    ...scopedTable(db, domains, tableFields(domains, { like: ['name', 'domain'], blurry: ['name', 'domain'] }), {
      stampUpdatedAt: true,
    }),

    /** Sites whose languages were initialised, oldest first: the header's choices. */
    async initialised(tenantId: number): Promise<DomainRow[]> {
      return db
        .select()
        .from(domains)
        .where(and(eq(domains.tenantId, tenantId), eq(domains.initStatus, 'Y')))
        .orderBy(asc(domains.id));
    },

    async markInitialised(tenantId: number, id: number): Promise<void> {
      await db
        .update(domains)
        .set({ initStatus: 'Y', updatedAt: now })
        .where(and(eq(domains.tenantId, tenantId), eq(domains.id, id)));
    },

    async markGenerated(tenantId: number, id: number, at: Date | null): Promise<void> {
      await db
        .update(domains)
        .set({ generatedAt: at })
        .where(and(eq(domains.tenantId, tenantId), eq(domains.id, id)));
    },
  };
}
