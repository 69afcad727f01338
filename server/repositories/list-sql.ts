// Turns a validated list query (parsed from the request by screens/list-query.ts) into SQL for
// one table: each API field maps to a column or expression here, so the client names fields,
// never columns. Values are always bound parameters; comparisons go through ::text so a wrong
// type is "no match", not a database error.
import { and, asc, desc, getTableColumns, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../lib/http-error';

/** A list call's page, sort and filters, already checked against the screen's declared fields. */
export interface ListQuery {
  /** Absent when the client asked for every row (no `page` and no `size`: trees, CSV export). */
  page?: { index: number; size: number };
  sort: { field: string; order: 'asc' | 'desc' }[];
  /** One value is an equality (or a word search); two values are an inclusive range. */
  filters: { field: string; values: string[] }[];
}

/** eq: equality as text; range: two values, inclusive, compared as text (ISO dates, codes);
 *  dateRange: two dates, compared as timestamps; like: substring, case-insensitive. */
export interface ColumnSql {
  column: SQLWrapper;
  match?: 'eq' | 'range' | 'dateRange' | 'like';
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
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function date(field: string, value: string): Date {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw badRequest('query.badFilter', { field });
  return parsed;
}

function filterSql(field: string, values: string[], spec: FieldSql | undefined): SQL {
  if (!spec) throw badRequest('query.badFilter', { field });
  if ('anyOf' in spec) {
    const [first = '', second] = values;
    if (second !== undefined) throw badRequest('query.badFilter', { field });
    return or(...spec.anyOf.map((column) => sql`${column}::text ILIKE ${likePattern(first)}`))!;
  }
  const match = spec.match ?? 'eq';
  const ranged = match === 'range' || match === 'dateRange';
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
    default:
      return sql`${spec.column}::text = ${first}`;
  }
}

/** WHERE conditions and ORDER BY terms of a list query; `tieBreak` keeps paging stable. */
export function listClauses(
  query: ListQuery,
  fields: FieldMap,
  tieBreak: SQLWrapper,
): { where: SQL | undefined; orderBy: SQL[] } {
  const where = query.filters.map(({ field, values }) => filterSql(field, values, fields[field]));
  const orderBy = query.sort.map(({ field, order }) => {
    const spec = fields[field];
    if (!spec || 'anyOf' in spec) throw badRequest('query.badSort', { field });
    const column = spec.sortBy ?? spec.column;
    return order === 'asc' ? asc(column) : desc(column);
  });
  return { where: and(...where), orderBy: [...orderBy, asc(tieBreak)] };
}

/** Rows an unpaged list (trees, CSV export) answers at most; totalElements still counts all. */
export const UNPAGED_LIMIT = 10_000;

/** Runs the rows and count queries of one page (or of every row when the query is unpaged). */
export async function listPage<T>(
  query: ListQuery,
  run: { rows(limit: number, offset: number): Promise<T[]>; count(): Promise<number> },
): Promise<ListPage<T>> {
  const { index, size } = query.page ?? { index: 0, size: UNPAGED_LIMIT };
  const [content, totalElements] = await Promise.all([run.rows(size, index * size), run.count()]);
  return { content, totalElements };
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
