// The renderer's data provider (renderers/data-provider.ts) over the one API client, speaking
// the server's list conventions (server/screens/list-query.ts): `page` is 0-based, `size` the page
// size, `sort=field,asc|desc` repeated, a filter is `field=value`, a range the field twice, and a
// list answers `{ content, totalElements }`. The types are declared here rather than imported
// because lib sits below renderers; app/screen-view.tsx hands this object to the renderer, where
// TypeScript checks that it fits the renderer's interface.
import { api } from './api-client';
import { askedAheadSlot } from './asked-ahead';
import { queryClient, queryKeys } from './query-client';

type Row = Record<string, unknown>;
type RowId = string | number;

export interface ListParams {
  resource: string;
  pagination: { mode: 'server'; current: number; pageSize: number } | { mode: 'off' };
  sorters: { field: string; order: 'asc' | 'desc' }[];
  filters: { field: string; operator: 'eq' | 'between'; value: unknown }[];
}

interface ListPage {
  content: Row[];
  totalElements: number;
  /** totalElements is the server's estimate (docs/api.md "Totals"). */
  totalEstimated?: boolean;
}

/** eladmin's page, or the `{ rows }` / bare array of calls that answer every row at once (im/config/service). */
type ListAnswer = ListPage | { rows: Row[] } | Row[];

export function listRows(answer: ListAnswer): { data: Row[]; total: number; estimated?: boolean } {
  if (Array.isArray(answer)) return { data: answer, total: answer.length };
  if ('rows' in answer) return { data: answer.rows, total: answer.rows.length };
  return { data: answer.content, total: answer.totalElements, ...(answer.totalEstimated && { estimated: true }) };
}

/** Spec §9: selects load every option of a dictionary in one call. */
const DICT_PAGE_SIZE = 9999;
const DICT_ITEMS = 'api/sysDictDetail';
/** The dictionaries and their items: a write to either changes what getDict answers. */
const DICT_RESOURCES = ['api/sysDict', DICT_ITEMS];
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date picker's range is two calendar days, meant inclusively and in the user's time zone; the
 * server compares instants, so the days become the first and the last millisecond of that span.
 */
function rangeBounds([from, to]: unknown[]): unknown[] {
  if (typeof from !== 'string' || typeof to !== 'string' || !PLAIN_DATE.test(from) || !PLAIN_DATE.test(to))
    return [from, to];
  const start = new Date(`${from}T00:00:00`);
  const end = new Date(`${to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return [start.toISOString(), new Date(end.getTime() - 1).toISOString()];
}

/** Query parameters of a list call; arrays go out as repeated keys (api-client's serializer). */
export function listQuery({ pagination, sorters, filters }: Omit<ListParams, 'resource'>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (pagination.mode === 'server') {
    params.page = pagination.current - 1;
    params.size = pagination.pageSize;
  }
  if (sorters.length > 0) params.sort = sorters.map(({ field, order }) => `${field},${order}`);
  for (const { field, operator, value } of filters) {
    params[field] = operator === 'between' && Array.isArray(value) ? rangeBounds(value) : value;
  }
  return params;
}

/** DELETE with a JSON array of ids as the body, as eladmin sends it (one row is a list of one). */
async function removeIds(resource: string, ids: RowId[]): Promise<void> {
  await api.delete(resource, { data: ids });
}

/** Row ids in a path segment: ids come from rows, but a string id must not add path parts. */
const rowPath = (resource: string, id: RowId) => `${resource}/${encodeURIComponent(String(id))}`;

type ListResult = { data: Row[]; total: number };

const fetchList = async ({ resource, ...params }: ListParams): Promise<ListResult> =>
  listRows(await api.get<ListAnswer>(resource, { params: listQuery(params) }));
/** The same key for the same request: the path and the query it sends. */
const listKey = ({ resource, ...params }: ListParams) => `${resource}?${JSON.stringify(listQuery(params))}`;
const listAhead = askedAheadSlot<ListResult>();

/**
 * Asks for a list before the screen that shows it renders (the router, as a click navigates);
 * peekList shows it once it has arrived, or the next getList with the same params takes it
 * instead of asking again. Settles when the answer is in, whether it came or failed.
 */
export function askListAhead(params: ListParams): Promise<void> {
  const answer = fetchList(params);
  listAhead.put(listKey(params), answer);
  return answer.then(
    () => undefined,
    () => undefined,
  );
}

/** Reloading a page means asking the server again: a list asked ahead of its first visit is dropped. */
export function forgetListAskedAhead(): void {
  listAhead.drop();
}

/** Whether a call to `url` writes to `resource` (the resource itself or a path under it). */
const touches = (url: string, resource: string) => {
  const path = url.replace(/^\/+/, '').split('?')[0] ?? '';
  return path === resource || path.startsWith(`${resource}/`);
};

/** Told after a write that changed the dictionaries (DataProvider.subscribe). */
const listeners = new Set<() => void>();

/** After a write to a dictionary, every dictionary is asked again when next read, and readers are told. */
async function afterWrite(url: string): Promise<void> {
  if (!DICT_RESOURCES.some((resource) => touches(url, resource))) return;
  await queryClient.invalidateQueries({ queryKey: queryKeys.dicts });
  listeners.forEach((listener) => listener());
}

/**
 * Every call but a read empties the asked-ahead slot first (after it, a list asked ahead may be
 * out of date) and, once it has succeeded, invalidates what it changed in the query cache.
 */
function write<P, R>(urlOf: (params: P) => string, call: (params: P) => Promise<R>): (params: P) => Promise<R> {
  return async (params) => {
    listAhead.drop();
    const result = await call(params);
    await afterWrite(urlOf(params));
    return result;
  };
}

const byResource = ({ resource }: { resource: string }) => resource;

async function fetchDict(
  name: string,
): Promise<{ label: string; labelZhTw: string; labelEn: string; value: string }[]> {
  const page = await api.get<ListPage>(DICT_ITEMS, { params: { dictName: name, page: 0, size: DICT_PAGE_SIZE } });
  return page.content.map((detail) => ({
    label: String(detail.label),
    labelZhTw: typeof detail.labelZhTw === 'string' ? detail.labelZhTw : '',
    labelEn: typeof detail.labelEn === 'string' ? detail.labelEn : '',
    value: String(detail.value),
  }));
}

export const dataProvider = {
  getList: (params: ListParams): Promise<ListResult> => listAhead.take(listKey(params)) ?? fetchList(params),
  peekList: (params: ListParams): ListResult | undefined => listAhead.peek(listKey(params)),
  listParams: ({ filters, sorters }: Pick<ListParams, 'filters' | 'sorters'>) =>
    listQuery({ pagination: { mode: 'off' }, filters, sorters }),
  getOne: ({ resource, id }: { resource: string; id: RowId }) => api.get<Row>(rowPath(resource, id)),
  create: write(byResource, ({ resource, variables }: { resource: string; variables: Row }) =>
    api.post<Row>(resource, variables),
  ),
  /** The row key travels in the body, as the server reads it there (PUT has no id in its path). */
  update: write(
    byResource,
    ({ resource, id, rowKey, variables }: { resource: string; id: RowId; rowKey: string; variables: Row }) =>
      api.put<Row>(resource, { ...variables, [rowKey]: id }),
  ),
  remove: write(byResource, ({ resource, id }: { resource: string; id: RowId }) => removeIds(resource, [id])),
  removeMany: write(byResource, ({ resource, ids }: { resource: string; ids: RowId[] }) => removeIds(resource, ids)),
  custom: write(
    // A GET changes nothing.
    ({ method, url }) => (method === 'GET' ? '' : url),
    ({
      method,
      url,
      payload,
      headers,
    }: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: unknown;
      headers?: Record<string, string>;
    }) => {
      const config = headers ? { headers } : undefined;
      if (method === 'GET') return api.get<unknown>(url, config);
      if (method === 'DELETE') return api.delete<unknown>(url, { ...config, data: payload });
      return method === 'PUT' ? api.put<unknown>(url, payload, config) : api.post<unknown>(url, payload, config);
    },
  ),
  /** Multipart through the one API client (auth headers); no 5 s timeout for a large file. */
  upload: write(
    byResource,
    async ({
      resource,
      file,
      onProgress,
    }: {
      resource: string;
      file: File;
      onProgress?: (percent: number) => void;
    }): Promise<string> => {
      const body = new FormData();
      body.append('file', file, file.name);
      const stored = await api.post<{ url: string }>(resource, body, {
        timeout: 0,
        onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
      return stored.url;
    },
  ),
  /** Through the query cache: one request per dictionary until a write to the dictionaries. */
  getDict: (name: string) => queryClient.fetchQuery({ queryKey: queryKeys.dict(name), queryFn: () => fetchDict(name) }),
  subscribe(onChange: () => void): () => void {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
};
