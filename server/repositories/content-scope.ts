// The list/get/insert/update/delete of a table scoped to one site (and, when the table has a
// language column, one site language), on top of the tenant: the site builder's content tables.
// Like scoped-table.ts, but every condition also names the site, so an id of another site or
// language behaves as unknown.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ListQuery } from '../screens/list-query';
import { listClauses, listPage, type FieldMap, type ListPage } from './list-sql';
import { now } from './time';

/** Where content is read and written: the caller's tenant, the chosen site and its language. */
export interface SiteScope {
  tenantId: number;
  siteId: number;
  language: string;
}

type SiteTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; siteId: AnyPgColumn; updatedAt: AnyPgColumn; language?: AnyPgColumn };

export function siteScopedTable<T extends SiteTable>(db: Db, table: T, fields: FieldMap) {
  type Row = T['$inferSelect'];
  type Insert = Omit<T['$inferInsert'], 'tenantId' | 'siteId' | 'language' | 'id'>;
  const scoped: SiteTable = table;
  const own = (scope: SiteScope, ...more: (SQL | undefined)[]) =>
    and(eq(scoped.tenantId, scope.tenantId), eq(scoped.siteId, scope.siteId), scoped.language ? eq(scoped.language, scope.language) : undefined, ...more);
  const stamp = (scope: SiteScope) => ({ tenantId: scope.tenantId, siteId: scope.siteId, ...(scoped.language ? { language: scope.language } : {}) });

  async function get(scope: SiteScope, id: number): Promise<Row | null> {
    const [row] = await db.select().from(scoped).where(own(scope, eq(scoped.id, id)));
    return (row as Row | undefined) ?? null;
  }

  return {
    get,

    async list(scope: SiteScope, query: ListQuery, extra?: SQL): Promise<ListPage<Row>> {
      const { where, orderBy } = listClauses(query, fields, scoped.id);
      const condition = own(scope, extra, where);
      return listPage(query, {
        rows: async (limit, offset) => (await db.select().from(scoped).where(condition).orderBy(...orderBy).limit(limit).offset(offset)) as Row[],
        count: async () => (await db.select({ total: count() }).from(scoped).where(condition))[0]!.total,
      });
    },

    async insert(scope: SiteScope, values: Insert): Promise<Row> {
      const [row] = await db.insert(scoped).values({ ...values, ...stamp(scope) } as T['$inferInsert']).returning();
      return row as Row;
    },

    async update(scope: SiteScope, id: number, values: Partial<Insert>): Promise<Row | null> {
      const [row] = await db.update(scoped).set({ ...values, updatedAt: now } as Partial<T['$inferInsert']>).where(own(scope, eq(scoped.id, id))).returning();
      return (row as Row | undefined) ?? null;
    },

    async remove(scope: SiteScope, ids: number[]): Promise<Row[]> {
      return (await db.delete(scoped).where(own(scope, inArray(scoped.id, ids))).returning()) as Row[];
    },
  };
}
