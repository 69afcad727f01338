// The list/get/insert/update/delete of a table whose rows belong to someone, written once: the
// tenant (administration tables) or, for the site builder's content, the tenant's chosen site
// and, when the table has one, the site's language. Every condition names the owner's columns, so
// an id of another tenant, site or language behaves as unknown; inserts stamp them. Repositories
// add what is particular to their table (joins, checks).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { listClauses, listPage, type FieldMap, type ListPage, type ListQuery } from './list-sql';
import { now } from './time';

/** Where content is read and written: the caller's tenant, the chosen site and its language. */
export interface SiteScope {
  tenantId: number;
  siteId: number;
  language: string;
}

/** The columns that say whose a row is, with the caller's values (column field name → value). */
export type Owner<S, K extends string> = (scope: S) => Record<K, unknown>;

/** Rows of the caller's tenant: the scope is the tenant id. */
export const byTenant = (tenantId: number) => ({ tenantId });
/** Rows of one site of the tenant (its uploaded materials serve every language). */
export const bySite = ({ tenantId, siteId }: SiteScope) => ({ tenantId, siteId });
/** Rows of one site language (navigation, news, products). */
export const bySiteLanguage = ({ tenantId, siteId, language }: SiteScope) => ({ tenantId, siteId, language });

export interface ScopedTableOptions<S, K extends string> {
  /** Whose the rows are; the tenant's (`byTenant`) unless said. */
  owner?: Owner<S, K>;
  /** Sets `updatedAt` to the database clock on every update (the table must have the column). */
  stampUpdatedAt?: boolean;
}

/** Rows of the platform (tenants, packages): nobody's tenant, so the scope adds no condition. Their
 * screens are reached only with platform-only permissions (services/authorities.ts). */
export const platformRows = { owner: (() => ({})) as Owner<unknown, never> };

/** The site builder's content (navigation, news, products): one site language's rows, whose edits move updateTime. */
export const siteContent = { owner: bySiteLanguage, stampUpdatedAt: true };

export type ScopedTable = PgTable & { id: AnyPgColumn };

export function scopedTable<T extends ScopedTable & Record<K, AnyPgColumn>, S = number, K extends string = 'tenantId'>(
  db: Db,
  table: T,
  fields: FieldMap,
  options: ScopedTableOptions<S, K> = {},
) {
  type Row = T['$inferSelect'];
  type Insert = Omit<T['$inferInsert'], K | 'id'>;
  // Without an owner, S and K keep their defaults (number, 'tenantId'), which byTenant serves.
  const owner = options.owner ?? (byTenant as unknown as Owner<S, K>);
  const columns = table as unknown as Record<string, AnyPgColumn | undefined>;
  if (options.stampUpdatedAt && !columns.updatedAt) throw new Error('stampUpdatedAt needs an updatedAt column');
  const scoped: ScopedTable = table;
  const own = (scope: S, ...more: (SQL | undefined)[]) =>
    and(...Object.entries(owner(scope)).map(([field, value]) => eq(columns[field]!, value)), ...more);

  async function get(scope: S, id: number): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(scoped)
      .where(own(scope, eq(scoped.id, id)));
    return (row as Row | undefined) ?? null;
  }

  return {
    get,

    /** `extra` narrows the rows further (a parent id…); the query's filters and sort apply on top. */
    async list(scope: S, query: ListQuery, extra?: SQL): Promise<ListPage<Row>> {
      const { where, orderBy } = listClauses(query, fields, scoped.id);
      const condition = own(scope, extra, where);
      return listPage(db, query, {
        rows: async (limit, offset) =>
          (await db
            .select()
            .from(scoped)
            .where(condition)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)) as Row[],
        matching: () => db.select({ id: scoped.id }).from(scoped).where(condition).$dynamic(),
      });
    },

    async insert(scope: S, values: Insert): Promise<Row> {
      const [row] = await db
        .insert(scoped)
        .values({ ...values, ...owner(scope) } as T['$inferInsert'])
        .returning();
      return row as Row;
    },

    async update(scope: S, id: number, values: Partial<Insert>): Promise<Row | null> {
      const set = options.stampUpdatedAt ? { ...values, updatedAt: now } : values;
      // Nothing to set (a body of read-only fields): the row as it is.
      if (Object.keys(set).length === 0) return get(scope, id);
      const [row] = await db
        .update(scoped)
        .set(set as Partial<T['$inferInsert']>)
        .where(own(scope, eq(scoped.id, id)))
        .returning();
      return (row as Row | undefined) ?? null;
    },

    /** Deletes the owner's rows among `ids`; answers how many there were. */
    async remove(scope: S, ids: number[]): Promise<number> {
      return (
        await db
          .delete(scoped)
          .where(own(scope, inArray(scoped.id, ids)))
          .returning({ id: scoped.id })
      ).length;
    },

    /** Which of `ids` are rows of the owner (references must not cross tenants or sites). */
    async existing(scope: S, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .select({ id: scoped.id })
          .from(scoped)
          .where(own(scope, inArray(scoped.id, ids)))
      ).map((row) => row.id as number);
    },
  };
}
