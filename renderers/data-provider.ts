/**
 * The only way renderers reach data. Shaped like refine's DataProvider so the app implements it
 * once over its HTTP client and tests inject a stub. `resource` is a path from the screen's
 * `api` block (e.g. "api/sysUser"); the provider decides how to turn params into a request.
 */

export type Pagination = { mode: 'server'; current: number; pageSize: number } | { mode: 'off' };

export interface Sorter {
  field: string;
  order: 'asc' | 'desc';
}

/** `between` carries a two-item array (date ranges); everything else is an equality match. */
export interface Filter {
  field: string;
  operator: 'eq' | 'between';
  value: unknown;
}

export type Row = Record<string, unknown>;
export type RowId = string | number;

export interface GetListParams {
  resource: string;
  pagination: Pagination;
  sorters: Sorter[];
  filters: Filter[];
}

/** A dictionary entry: `label` in Simplified Chinese, the others when the dictionary has them
 * (useDict answers the items with `label` in the interface language). */
export interface DictItem {
  label: string;
  labelZhTw?: string;
  labelEn?: string;
  value: string | number | boolean;
}

/** One list answer; `estimated`: `total` is the server's estimate (more than it counts exactly), shown as "about". */
export interface ListResult {
  data: Row[];
  total: number;
  estimated?: boolean;
}

export interface DataProvider {
  /** A list answer may also be `{ rows }` or a bare array (servers with their own calls): every row, total = rows. */
  getList(params: GetListParams): Promise<ListResult>;
  /**
   * Optional: the answer to this list when the provider already holds it (the app's router asks
   * for a screen's first page as a click navigates), read without a request, so the screen's
   * first render shows its rows. The next getList asks the server again.
   */
  peekList?(params: GetListParams): ListResult | undefined;
  /** The query parameters getList sends for these filters and sorters: an export names the same rows. */
  listParams(params: Pick<GetListParams, 'filters' | 'sorters'>): Record<string, unknown>;
  getOne(params: { resource: string; id: RowId }): Promise<Row>;
  create(params: { resource: string; variables: Row }): Promise<Row | void>;
  /** `rowKey` names the id field (the screen's `rowKey`), for providers that send the id in the body. */
  update(params: { resource: string; id: RowId; rowKey: string; variables: Row }): Promise<Row | void>;
  remove(params: { resource: string; id: RowId }): Promise<void>;
  removeMany(params: { resource: string; ids: RowId[] }): Promise<void>;
  /**
   * GET api/sysDictDetail?dictName=…&page=0&size=9999. The provider caches (the renderer asks on
   * every mount of a cell, select or search widget), and answers again after a write changed it.
   */
  getDict(name: string): Promise<DictItem[]>;
  /**
   * Optional: calls `onChange` after a write changed the dictionaries; a mounted screen (a kept-alive
   * tab too) reads them again, so an edited item shows without a reload. Returns the unsubscribe.
   */
  subscribe?(onChange: () => void): () => void;
  /**
   * POSTs one file as multipart field `file` to `resource` with the app's auth headers; resolves to
   * the stored file's URL. `onProgress` gets whole percents.
   */
  upload(params: { resource: string; file: File; onProgress?: (percent: number) => void }): Promise<string>;
  /**
   * Any other call (a row's "run now", a document screen's load and saves); resolves to the
   * answer's body. `headers` adds request headers (a section's Language).
   */
  custom(params: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}
