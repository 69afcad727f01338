// Rows of collection screens: one JSON document per row, scoped by tenant and screen id.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collectionRows } from '../db/schema';
import { listClauses, listPage, type ColumnSql, type FieldMap, type ListPage, type ListQuery } from './list-sql';
import { now } from './time';

export interface CollectionRow {
  id: number;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: collectionRows.id,
  data: collectionRows.data,
  createdAt: collectionRows.createdAt,
  updatedAt: collectionRows.updatedAt,
};

/** How a field filters: equality, substring (a word box) or two values (a range picker). */
export type SearchMatch = 'eq' | 'like' | 'range';
/** The type of a document key's JSON value, which its comparisons keep. */
export type FieldType = 'number' | 'text';

/**
 * API field → SQL: the row's own timestamps, or a key of its document: text compared as text
 * (`data->>key`), a number as a JSON number (`data->key`), sorted by its JSON value. The same
 * expressions as the indexes of screens/collection-indexes.ts, so those serve these.
 */
export function collectionField(field: string, match: SearchMatch, type: FieldType = 'text'): ColumnSql {
  if (field === 'createTime') return { column: collectionRows.createdAt, match: 'dateRange' };
  if (field === 'updateTime') return { column: collectionRows.updatedAt, match: 'dateRange' };
  const json = sql`${collectionRows.data}->${field}`;
  if (type === 'number' && match !== 'like')
    return { column: json, match: match === 'range' ? 'numberRange' : 'number' };
  return { column: sql`${collectionRows.data}->>${field}`, sortBy: json, match };
}

/** A document without a value for `field`: the key absent, JSON null or an empty text. */
const lacks = (field: string) => sql`coalesce(${collectionRows.data}->>${field}, '') = ''`;

export function collectionsRepository(db: Db) {
  const scope = (tenantId: number, screenId: string) =>
    and(eq(collectionRows.tenantId, tenantId), eq(collectionRows.screenId, screenId));
  return {
    async list(
      tenantId: number,
      screenId: string,
      query: ListQuery,
      fields: FieldMap,
    ): Promise<ListPage<CollectionRow>> {
      const { where, orderBy } = listClauses(query, fields, collectionRows.id);
      const condition = and(scope(tenantId, screenId), where);
      return listPage(db, query, {
        rows: (limit, offset) =>
          db
            .select(columns)
            .from(collectionRows)
            .where(condition)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        matching: () => db.select({ id: collectionRows.id }).from(collectionRows).where(condition).$dynamic(),
      });
    },

    async get(tenantId: number, screenId: string, id: number): Promise<CollectionRow | null> {
      const [row] = await db
        .select(columns)
        .from(collectionRows)
        .where(and(scope(tenantId, screenId), eq(collectionRows.id, id)));
      return row ?? null;
    },

    async insert(tenantId: number, screenId: string, data: Record<string, unknown>): Promise<CollectionRow> {
      const [row] = await db.insert(collectionRows).values({ tenantId, screenId, data }).returning(columns);
      return row!;
    },

    /**
     * Merges `patch` into the document (PUT carries the form's fields; others are kept). With a
     * `guard`, only while the document still contains it (null otherwise).
     */
    async update(
      tenantId: number,
      screenId: string,
      id: number,
      patch: Record<string, unknown>,
      guard?: Record<string, unknown>,
    ): Promise<CollectionRow | null> {
      const still = guard ? sql`${collectionRows.data} @> ${JSON.stringify(guard)}::jsonb` : undefined;
      const [row] = await db
        .update(collectionRows)
        .set({ data: sql`${collectionRows.data} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now })
        .where(and(scope(tenantId, screenId), eq(collectionRows.id, id), still))
        .returning(columns);
      return row ?? null;
    },

    /**
     * The one row of a screen, in any tenant, whose document contains `match`. Only for callers
     * that name no tenant but prove themselves otherwise (a payment notification signed by Alipay,
     * checked against that row's tenant's key before anything is changed).
     */
    async findInAnyTenant(
      screenId: string,
      match: Record<string, unknown>,
    ): Promise<(CollectionRow & { tenantId: number }) | null> {
      const [row] = await db
        .select({ ...columns, tenantId: collectionRows.tenantId })
        .from(collectionRows)
        .where(
          and(eq(collectionRows.screenId, screenId), sql`${collectionRows.data} @> ${JSON.stringify(match)}::jsonb`),
        )
        .limit(2);
      return row ?? null;
    },

    /** Rows whose document contains `match` (JSON containment), oldest first. */
    async findAll(
      tenantId: number,
      screenId: string,
      match: Record<string, unknown>,
      limit = 1000,
    ): Promise<CollectionRow[]> {
      return db
        .select(columns)
        .from(collectionRows)
        .where(and(scope(tenantId, screenId), sql`${collectionRows.data} @> ${JSON.stringify(match)}::jsonb`))
        .orderBy(collectionRows.id)
        .limit(limit);
    },

    /**
     * Sets `field` of one row to the sum of `sourceField` over the rows of `sourceScreen` whose
     * document contains `match`, in one statement (a derived total never mixes two writes).
     * Answers the row after the change, or null when it does not exist.
     */
    async setSum(
      tenantId: number,
      target: { screenId: string; id: number; field: string },
      source: { screenId: string; field: string; match: Record<string, unknown> },
    ): Promise<CollectionRow | null> {
      const total = sql`(select coalesce(sum((s.data->>${source.field})::numeric), 0) from ${collectionRows} s
        where s.tenant_id = ${tenantId} and s.screen_id = ${source.screenId} and s.data @> ${JSON.stringify(source.match)}::jsonb)`;
      const [row] = await db
        .update(collectionRows)
        .set({
          data: sql`jsonb_set(${collectionRows.data}, ${`{${target.field}}`}::text[], to_jsonb(${total}))`,
          updatedAt: now,
        })
        .where(and(scope(tenantId, target.screenId), eq(collectionRows.id, target.id)))
        .returning(columns);
      return row ?? null;
    },

    /** How many of the screen's rows lack each of `fields` (see `lacks`), in one pass over them. */
    async countLacking(tenantId: number, screenId: string, fields: string[]): Promise<Record<string, number>> {
      const counts = Object.fromEntries(
        fields.map((field, index) => [
          `f${index}`,
          sql<number>`count(*) filter (where ${lacks(field)})`.mapWith(Number),
        ]),
      );
      const [row] = await db.select(counts).from(collectionRows).where(scope(tenantId, screenId));
      return Object.fromEntries(fields.map((field, index) => [field, row?.[`f${index}`] ?? 0]));
    },

    /** Gives `value` to `field` in every row of the screen that lacks it; answers how many. */
    async fillLacking(tenantId: number, screenId: string, field: string, value: unknown): Promise<number> {
      const result = (await db.execute(sql`
        WITH filled AS (
          UPDATE ${collectionRows}
          SET data = ${collectionRows.data} || ${JSON.stringify({ [field]: value })}::jsonb, updated_at = ${now}
          WHERE ${and(scope(tenantId, screenId), lacks(field))}
          RETURNING 1
        )
        SELECT count(*)::int AS count FROM filled`)) as unknown as { rows: { count: number }[] };
      return result.rows[0]!.count;
    },

    async remove(tenantId: number, screenId: string, ids: number[]): Promise<number> {
      const rows = await db
        .delete(collectionRows)
        .where(and(scope(tenantId, screenId), inArray(collectionRows.id, ids)))
        .returning({ id: collectionRows.id });
      return rows.length;
    },

    /** Removes the rows whose document's `field` is one of `values` (compared as text); answers how many. */
    async removeWhereIn(
      tenantId: number,
      screenId: string,
      field: string,
      values: (string | number)[],
    ): Promise<number> {
      const matches = inArray(sql`${collectionRows.data}->>${field}`, values.map(String));
      const rows = await db
        .delete(collectionRows)
        .where(and(scope(tenantId, screenId), matches))
        .returning({ id: collectionRows.id });
      return rows.length;
    },
  };
}
