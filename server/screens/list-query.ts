// The list query of a schema-backed GET (docs/api.md "Lists"): `page` (0-based) and `size`,
// `sort=field,asc|desc` on sortable columns, and filters on the fields the screen declares
// (its columns and search fields; a search field with `x-search-fields` matches any of the columns
// it names). Anything else is a 400, so a query can only ask for what the
// screen shows: no probing of hidden columns, no SQL from the client.
import { badRequest } from '../lib/http-error';
import type { ListQuery } from '../repositories/list-sql';
import type { Screen } from './types';

export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 10;
const RESERVED = new Set(['page', 'size', 'sort']);
const DIGITS = /^\d{1,9}$/;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function number(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'string' || !DIGITS.test(value) || Number(value) < min || Number(value) > max) {
    throw badRequest('query.badNumber', { field: name, min, max });
  }
  return Number(value);
}

/** Fields a screen lets the client filter on: its search fields and its data columns. */
export function filterableFields(screen: Screen): Set<string> {
  const columns = screen.columns.filter((column) => column.cell !== 'actions').map((column) => column.key);
  return new Set([...Object.keys(screen.search?.properties ?? {}), ...columns]);
}

/** The columns a search field matches: those its `x-search-fields` names, else its own. */
export function searchedColumns(screen: Screen, field: string): string[] {
  const named = screen.search?.properties?.[field]?.['x-search-fields'];
  return Array.isArray(named) ? (named as string[]) : [field];
}

/** The search field whose box matches `column`, if one does. */
export const searchFieldOf = (screen: Screen, column: string): string | undefined =>
  Object.keys(screen.search?.properties ?? {}).find((field) => searchedColumns(screen, field).includes(column));

export const sortableFields = (screen: Screen) =>
  new Set(screen.columns.filter((column) => column.sortable).map((column) => column.key));

export function parseListQuery(screen: Screen, query: Record<string, unknown>, maxSize = PAGE_SIZE_MAX): ListQuery {
  const paged = query.page !== undefined || query.size !== undefined;
  const page = paged
    ? {
        index: query.page === undefined ? 0 : number('page', query.page, 0, 1e9),
        size: query.size === undefined ? DEFAULT_PAGE_SIZE : number('size', query.size, 1, maxSize),
      }
    : undefined;

  const sortable = sortableFields(screen);
  const sort = (query.sort === undefined ? [] : asList(query.sort)).map((item) => {
    const [field = '', order = 'asc', ...rest] = typeof item === 'string' ? item.split(',') : [];
    if (!sortable.has(field) || (order !== 'asc' && order !== 'desc') || rest.length > 0) {
      throw badRequest('query.badSort', { field: String(item) });
    }
    return { field, order: order as 'asc' | 'desc' };
  });

  const filterable = filterableFields(screen);
  const filters = Object.entries(query)
    .filter(([field]) => !RESERVED.has(field))
    .map(([field, value]) => {
      const values = asList(value);
      if (!filterable.has(field) || values.length > 2 || !values.every((item) => typeof item === 'string')) {
        throw badRequest('query.badFilter', { field });
      }
      const columns = searchedColumns(screen, field);
      const anyOf = columns.length === 1 && columns[0] === field ? undefined : columns;
      return { field, values: values as string[], ...(anyOf && { anyOf }) };
    })
    .filter((filter) => filter.values.some((value) => value !== ''));
  return { page, sort, filters };
}
