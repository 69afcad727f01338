// What a list screen asks for first: ScreenRenderer's useTable makes this call in its first
// render, and the app's router asks for the same as a click navigates, ahead of that render
// (src/app/screen-view.tsx), so the two must never drift apart.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../constants';
import type { GetListParams, Pagination } from '../data-provider';
import type { ScreenSchema } from '../screen-schema';
import { toFilters } from './filters';
import { searchFromQuery } from './query-search';

/** Tree screens show whole trees: a page would cut branches. */
export const isPaginated = (screen: ScreenSchema) => screen.pagination ?? !screen.tree;

export const paginationOf = (paginated: boolean, current: number, pageSize: number): Pagination =>
  paginated ? { mode: 'server', current, pageSize } : { mode: 'off' };

/** Page 1 in the default size, unsorted, filtered by the search values the query string names. */
export function firstPageParams(screen: ScreenSchema, query: string): GetListParams {
  return {
    resource: screen.api.list,
    pagination: paginationOf(isPaginated(screen), DEFAULT_PAGE, DEFAULT_PAGE_SIZE),
    sorters: [],
    filters: toFilters(searchFromQuery(screen.search, query)),
  };
}
