// The list queries of the scale bench (bench/scale.ts) and their floors: every query a screen's
// list allows (first page, each sortable column both ways, each search field, the word search,
// filters combined, a deep page), derived from the screen file, and the same query written by
// hand for a plain table with the right indexes. Pure: no database, no server.
import type { Screen } from '../../server/screens/types';

/** A plain table that holds a screen's rows as typed columns, with an index for each sort and search. */
export interface FloorTable {
  table: string;
  /** API field → column (quoted as needed); `blurry` searches `blurry` columns by substring. */
  columns: Record<string, string>;
  blurry?: string[];
  /** API fields compared as numbers or booleans rather than text. */
  typed?: Record<string, 'numeric' | 'boolean'>;
}

export interface ScaleQuery {
  name: string;
  /** The query string of the list call (without `?`). */
  search: string;
  /** The floor's rows and count statements with their parameters (`$1` is the tenant). */
  floor: { rows: string; count: string; params: unknown[] };
}

export interface BenchScreen {
  screen: Screen;
  floor: FloorTable;
  /** A value for each search field that matches some rows (a range: two values). */
  values: Record<string, string | [string, string]>;
  /** Fields searched together in the combined query. */
  combined: string[];
  /** The page of the deep-page query. */
  deepPage: number;
}

export const PAGE_SIZE = 10;
const WORD_SEARCH = new Set(['Input', 'TextArea']);

interface Ask {
  page: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  filters: [string, string | [string, string]][];
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function floorSql({ screen, floor }: BenchScreen, ask: Ask): ScaleQuery['floor'] {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value) + 1}`;
  const where = ['tenant_id = $1'];
  for (const [field, value] of ask.filters) {
    const widget = String(screen.search?.properties?.[field]?.['x-component'] ?? '');
    if (field === 'blurry') {
      const pattern = bind(likePattern(String(value)));
      where.push(`(${floor.blurry!.map((column) => `${column} ILIKE ${pattern}`).join(' OR ')})`);
      continue;
    }
    const column = floor.columns[field];
    if (!column) throw new Error(`${screen.id}: the floor has no column for ${field}`);
    if (Array.isArray(value)) where.push(`${column} BETWEEN ${bind(value[0])} AND ${bind(value[1])}`);
    else if (WORD_SEARCH.has(widget)) where.push(`${column} ILIKE ${bind(likePattern(value))}`);
    else where.push(`${column} = ${bind(floor.typed?.[field] === 'boolean' ? value === 'true' : value)}`);
  }
  const sortColumn = ask.sort && floor.columns[ask.sort.field];
  if (ask.sort && !sortColumn) throw new Error(`${screen.id}: the floor has no column for ${ask.sort.field}`);
  const order = ask.sort ? `${sortColumn} ${ask.sort.order}, id ${ask.sort.order}` : 'id asc';
  const condition = where.join(' AND ');
  return {
    rows: `SELECT * FROM ${floor.table} WHERE ${condition} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${ask.page * PAGE_SIZE}`,
    count: `SELECT count(*) FROM ${floor.table} WHERE ${condition}`,
    params,
  };
}

function queryString(ask: Ask): string {
  const parts = [`page=${ask.page}`, `size=${PAGE_SIZE}`];
  if (ask.sort) parts.push(`sort=${ask.sort.field},${ask.sort.order}`);
  for (const [field, value] of ask.filters) {
    for (const each of [value].flat()) parts.push(`${field}=${encodeURIComponent(each)}`);
  }
  return parts.join('&');
}

/** Every list query of the screen, each with its floor. */
export function screenQueries(bench: BenchScreen): ScaleQuery[] {
  const { screen, values, combined, deepPage } = bench;
  const asks: [string, Ask][] = [['first page', { page: 0, filters: [] }]];
  for (const column of screen.columns.filter((each) => each.sortable)) {
    for (const order of ['asc', 'desc'] as const) {
      asks.push([`sort ${column.key} ${order}`, { page: 0, sort: { field: column.key, order }, filters: [] }]);
    }
  }
  for (const field of Object.keys(screen.search?.properties ?? {})) {
    const value = values[field];
    if (value === undefined) throw new Error(`${screen.id}: the bench has no value for the search field ${field}`);
    asks.push([`search ${field}`, { page: 0, filters: [[field, value]] }]);
  }
  const together = combined.map((field): [string, string | [string, string]] => [field, values[field]!]);
  asks.push([`search ${combined.join(' + ')}`, { page: 0, filters: together }]);
  asks.push([`page ${deepPage}`, { page: deepPage, filters: [] }]);
  return asks.map(([name, ask]) => ({ name, search: queryString(ask), floor: floorSql(bench, ask) }));
}

/** The value below which `share` of the sorted samples fall (nearest rank), rounded to 0.1 ms. */
export function percentile(samples: number[], share: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

/** Whether a query meets the targets: p95 within `maxP95Ms` and within `maxVsFloor` times its floor's p95. */
export const meetsTargets = (p95Ms: number, floorP95Ms: number, maxP95Ms: number, maxVsFloor: number): boolean =>
  p95Ms <= maxP95Ms && p95Ms <= maxVsFloor * floorP95Ms;
