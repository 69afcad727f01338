// The list/get/insert/update/delete every tenant-scoped table of the administration screens
// needs, written once. Repositories add what is particular to their table (joins, checks).
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { ListQuery } from '../screens/list-query';
import { listClauses, listPage, type FieldMap, type ListPage } from './list-sql';

export type ScopedTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn };

export function scopedTable<T extends ScopedTable>(db: Db, table: T, fields: FieldMap) {
  type Row = T['$inferSelect'];
  type Insert = Omit<T['$inferInsert'], 'tenantId' | 'id'>;
  const scoped: ScopedTable = table;
  const own = (tenantId: number, ...more: (SQL | undefined)[]) => and(eq(scoped.tenantId, tenantId), ...more);

  async function get(tenantId: number, id: number): Promise<Row | null> {
    const [row] = await db.select().from(scoped).where(own(tenantId, eq(scoped.id, id)));
    return (row as Row | undefined) ?? null;
  }

  return {
    get,

    /** `extra` narrows the rows further (a parent id…); the query's filters and sort apply on top. */
    async list(tenantId: number, query: ListQuery, extra?: SQL): Promise<ListPage<Row>> {
      const { where, orderBy } = listClauses(query, fields, scoped.id);
      const condition = own(tenantId, extra, where);
      return listPage(query, {
        rows: async (limit, offset) => (await db.select().from(scoped).where(condition).orderBy(...orderBy).limit(limit).offset(offset)) as Row[],
        count: async () => (await db.select({ total: count() }).from(scoped).where(condition))[0]!.total,
      });
    },

    async insert(tenantId: number, values: Insert): Promise<Row> {
      const [row] = await db.insert(scoped).values({ ...values, tenantId } as T['$inferInsert']).returning();
      return row as Row;
    },

    async update(tenantId: number, id: number, values: Partial<Insert>): Promise<Row | null> {
      if (Object.keys(values).length === 0) return get(tenantId, id);
      const [row] = await db.update(scoped).set(values as Partial<T['$inferInsert']>).where(own(tenantId, eq(scoped.id, id))).returning();
      return (row as Row | undefined) ?? null;
    },

    async remove(tenantId: number, ids: number[]): Promise<number> {
      return (await db.delete(scoped).where(own(tenantId, inArray(scoped.id, ids))).returning({ id: scoped.id })).length;
    },

    /** Which of `ids` are rows of the tenant (references must not cross tenants). */
    async existing(tenantId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: scoped.id }).from(scoped).where(own(tenantId, inArray(scoped.id, ids)))).map((row) => row.id as number);
    },
  };
}
