// Turns a validated list query (parsed from the request by screens/list-query.ts) into SQL for
// one table: each API field maps to a column or expression here, so the client names fields,
// never columns. Values are always bound parameters. Each comparison keeps the type the column
// (and its index) holds: text as text, timestamps as timestamps, JSON numbers as JSON numbers, so
// the indexes of server/repositories/collection-indexes.ts serve them; a value that is not of the
// field's type is a 400.
import { and, asc, count, desc, getTableColumns, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest } from '../lib/http-error';

/** A list call's page, sort and filters, already checked against the screen's declared fields. */
export interface ListQuery {
  /** Absent when the client asked for every row (no `page` and no `size`: trees, dictionaries). */
  page?: { index: number; size: number };
  /**
   * A batch of an export instead of a page: `size` rows that come after the row `after` (an id)
   * in the sort order, the first batch without `after`. Read by keyset, never OFFSET, so every
   * batch costs the same however deep into the table it is.
   */
  keyset?: { after?: number; size: number };
  sort: { field: string; order: 'asc' | 'desc' }[];
  /**
   * One value is an equality (or a word search); two values are an inclusive range. With `anyOf`,
   * a row matches when any of those fields does (a search box over several columns).
   */
  filters: { field: string; values: string[]; anyOf?: string[] }[];
}

/** eq: equality as text; range: two values, inclusive, compared as text (ISO dates, codes);
 *  dateRange: two dates, compared as timestamps; like: substring, case-insensitive;
 *  number / numberRange: the column is a JSON value, compared with the filter as a JSON number. */
export interface ColumnSql {
  column: SQLWrapper;
  match?: 'eq' | 'range' | 'dateRange' | 'like' | 'number' | 'numberRange';
  sortBy?: SQLWrapper;
  /** A filter value as the column holds it, when the client writes it otherwise (a time on its own clock → the stored instant). */
  stored?: (value: string) => string;
}

export type FieldSql =
  | ColumnSql
  /** A word search across several columns (eladmin's `blurry`). */
  | { anyOf: SQLWrapper[] };

export type FieldMap = Record<string, FieldSql>;

export interface ListPage<T> {
  content: T[];
  totalElements: number;
  /** Present when totalElements is the planner's estimate: more than EXACT_COUNT_LIMIT rows match. */
  totalEstimated?: true;
}

/**
 * A page's total is counted exactly up to this many matches; above, counting every match would
 * cost as much as reading them, so the total is the planner's estimate (docs/api.md "Lists").
 */
export const EXACT_COUNT_LIMIT = 10_000;

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function date(field: string, value: string): Date {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw badRequest('query.badFilter', { field });
  return parsed;
}

/** A filter value as a JSON number's text (`'12.50'` → `12.5`), for a jsonb comparison. */
function jsonNumber(field: string, value: string): string {
  const parsed = value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(parsed)) throw badRequest('query.badFilter', { field });
  return JSON.stringify(parsed);
}

function filterSql(field: string, values: string[], spec: FieldSql | undefined): SQL {
  if (!spec) throw badRequest('query.badFilter', { field });
  if ('anyOf' in spec) {
    const [first = '', second] = values;
    if (second !== undefined) throw badRequest('query.badFilter', { field });
    return or(...spec.anyOf.map((column) => sql`${column}::text ILIKE ${likePattern(first)}`))!;
  }
  const match = spec.match ?? 'eq';
  const ranged = match === 'range' || match === 'dateRange' || match === 'numberRange';
  if (values.length > 1 !== ranged) throw badRequest('query.badFilter', { field });
  const { stored } = spec;
  const [first = '', second] = stored ? values.map((value) => stored(value)) : values;
  switch (match) {
    case 'like':
      return sql`${spec.column}::text ILIKE ${likePattern(first)}`;
    case 'range':
      return sql`${spec.column}::text BETWEEN ${first} AND ${second}`;
    case 'dateRange':
      return sql`${spec.column} BETWEEN ${date(field, first)} AND ${date(field, second!)}`;
    case 'number':
      return sql`${spec.column} = ${jsonNumber(field, first)}::jsonb`;
    case 'numberRange':
      return sql`${spec.column} BETWEEN ${jsonNumber(field, first)}::jsonb AND ${jsonNumber(field, second!)}::jsonb`;
    default:
      return sql`${spec.column}::text = ${first}`;
  }
}

interface SortTerm {
  expression: SQLWrapper;
  order: 'asc' | 'desc';
}

/**
 * Rows after the row `after` in the order of `terms` (the last term the row id). The
 * cursor row's sort values are read by subqueries on the same table, so the caller passes an id
 * only. PostgreSQL sorts NULL last ascending and first descending; the comparisons follow.
 */
function keysetAfter(terms: SortTerm[], idColumn: AnyPgColumn, after: number): SQL {
  const at = (expression: SQLWrapper) =>
    sql`(SELECT ${expression} FROM ${idColumn.table} WHERE ${idColumn} = ${after})`;
  const beyond = ({ expression, order }: SortTerm) => {
    if (expression === idColumn) return order === 'asc' ? sql`${idColumn} > ${after}` : sql`${idColumn} < ${after}`;
    const value = at(expression);
    return order === 'asc'
      ? sql`(${expression} > ${value} OR (${expression} IS NULL AND ${value} IS NOT NULL))`
      : sql`(${expression} < ${value} OR (${value} IS NULL AND ${expression} IS NOT NULL))`;
  };
  const same = ({ expression }: SortTerm) => sql`${expression} IS NOT DISTINCT FROM ${at(expression)}`;
  return or(...terms.map((term, index) => and(...terms.slice(0, index).map(same), beyond(term))))!;
}

/**
 * WHERE conditions and ORDER BY terms of a list query; the row id `tieBreak` keeps paging stable.
 * It goes the way of the last sort term, so a descending sort is one index read backwards.
 */
export function listClauses(
  query: ListQuery,
  fields: FieldMap,
  tieBreak: AnyPgColumn,
): { where: SQL | undefined; orderBy: SQL[] } {
  const where = query.filters.map(({ field, values, anyOf }) =>
    anyOf
      ? or(...anyOf.map((name) => filterSql(name, values, fields[name])))!
      : filterSql(field, values, fields[field]),
  );
  const terms: SortTerm[] = query.sort.map(({ field, order }) => {
    const spec = fields[field];
    if (!spec || 'anyOf' in spec) throw badRequest('query.badSort', { field });
    return { expression: spec.sortBy ?? spec.column, order };
  });
  terms.push({ expression: tieBreak, order: terms.at(-1)?.order ?? 'asc' });
  const after = query.keyset?.after;
  if (after !== undefined) where.push(keysetAfter(terms, tieBreak, after));
  return {
    where: and(...where),
    orderBy: terms.map(({ expression, order }) => (order === 'asc' ? asc(expression) : desc(expression))),
  };
}

/**
 * Rows an unpaged list (trees, dictionaries) answers at most. A list with more is a 400 naming the
 * limit, never a silent cut: page it, or export it (the export reads in keyset batches).
 */
export const UNPAGED_LIMIT = 10_000;

/** How a repository reads one list: a page of rows, and the query of every matching row (for the total). */
export interface ListRun<T> {
  rows(limit: number, offset: number): Promise<T[]>;
  /** A fresh `SELECT … WHERE` of the matching rows (any columns): counted, capped or estimated. */
  matching(): PgSelect;
}

async function countOf(db: Db, matching: PgSelect, limit?: number): Promise<number> {
  const rows = limit === undefined ? matching : matching.limit(limit);
  return (await db.select({ total: count() }).from(rows.as('matching')))[0]!.total;
}

/** The planner's row estimate of the matching rows (EXPLAIN, nothing read). */
async function estimateOf(db: Db, matching: PgSelect): Promise<number> {
  const result = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching.getSQL()}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  return Math.round(result.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
}

/** Exact up to EXACT_COUNT_LIMIT matches (a LIMITed count), the planner's estimate above. */
async function pageTotal(
  db: Db,
  run: ListRun<unknown>,
): Promise<Pick<ListPage<unknown>, 'totalElements' | 'totalEstimated'>> {
  const capped = await countOf(db, run.matching(), EXACT_COUNT_LIMIT + 1);
  if (capped <= EXACT_COUNT_LIMIT) return { totalElements: capped };
  return { totalElements: Math.max(EXACT_COUNT_LIMIT + 1, await estimateOf(db, run.matching())), totalEstimated: true };
}

/**
 * Runs the rows and total of one page, of one export batch (counted exactly on the first batch
 * only: later ones answer totalElements -1), or of every row when the query is unpaged.
 */
export async function listPage<T>(db: Db, query: ListQuery, run: ListRun<T>): Promise<ListPage<T>> {
  if (query.keyset) {
    const { size, after } = query.keyset;
    const [content, totalElements] = await Promise.all([
      run.rows(size, 0),
      after === undefined ? countOf(db, run.matching()) : Promise.resolve(-1),
    ]);
    return { content, totalElements };
  }
  if (!query.page) {
    const [content, totalElements] = await Promise.all([
      run.rows(UNPAGED_LIMIT, 0),
      countOf(db, run.matching(), UNPAGED_LIMIT + 1),
    ]);
    if (totalElements > UNPAGED_LIMIT) throw badRequest('query.tooManyRows', { limit: UNPAGED_LIMIT });
    return { content, totalElements };
  }
  const { index, size } = query.page;
  const [content, total] = await Promise.all([run.rows(size, index * size), pageTotal(db, run)]);
  return { content, ...total };
}

/**
 * The fields of a table as the API names them: every column by its Drizzle name (equality),
 * `like` columns by substring, `createTime`/`updateTime` as date ranges, and `blurry` across the
 * `blurry` columns.
 */
export function tableFields(table: PgTable, options: { like?: string[]; blurry?: string[] } = {}): FieldMap {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const fields: FieldMap = {};
  for (const [name, column] of Object.entries(columns)) {
    const api = name === 'createdAt' ? 'createTime' : name === 'updatedAt' ? 'updateTime' : name;
    const match = api !== name ? 'dateRange' : options.like?.includes(name) ? 'like' : 'eq';
    fields[api] = { column, match };
  }
  if (options.blurry) fields.blurry = { anyOf: options.blurry.map((name) => columns[name]!) };
  return fields;
}
