// The browser's HTTP transport: one XMLHttpRequest per call (upload progress needs it), a
// timeout of our own (an abort, so it behaves the same under test interception), JSON in and out.
// What the app adds (base path, headers, errors) is in api-client.ts. Replaces axios
// (docs/decisions.md): ~1 KB instead of ~14 KB gzip on every page.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UploadProgress {
  loaded: number;
  /** Absent when the browser cannot tell the body's size. */
  total?: number;
}

export interface RequestConfig {
  /** Query parameters; arrays repeat their key (ids=1&ids=2), null and undefined are left out. */
  params?: object;
  headers?: Record<string, string>;
  /** Milliseconds before the call gives up; 0 waits for ever. */
  timeout?: number;
  /** The body of a DELETE (the others take theirs as an argument). */
  data?: unknown;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A call that got no 2xx answer: `status` and the parsed body when an answer came. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `url` with the parameters appended as the backend reads them. */
export function withParams(url: string, params: object = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(key, paramValue(item));
    }
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** Files and forms go as they are (the browser sets multipart boundaries); the rest as JSON. */
function encodeBody(data: unknown, headers: Record<string, string>): XMLHttpRequestBodyInit | null {
  if (data === undefined) return null;
  if (
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    typeof data === 'string'
  )
    return data;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

/** JSON when the answer is JSON, its text otherwise ('' for an empty body). */
function decodeBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : text;
  } catch {
    return text;
  }
}

/** Sends one call; resolves to the parsed body of a 2xx answer, rejects with an HttpError. */
export function send(method: Method, url: string, body: unknown, config: RequestConfig = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = { ...config.headers };
    const payload = encodeBody(body, headers);
    xhr.open(method, withParams(url, config.params));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    xhr.onload = () =>
      settle(() => {
        const data = decodeBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(data);
        else reject(new HttpError(`${method} ${url} answered ${xhr.status}`, xhr.status, data));
      });
    xhr.onerror = () => settle(() => reject(new HttpError(`${method} ${url} got no answer`)));
    const { onUploadProgress } = config;
    if (onUploadProgress && payload !== null) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    if (config.timeout) {
      timer = setTimeout(() => {
        xhr.onload = xhr.onerror = null;
        xhr.abort();
        reject(new HttpError(`${method} ${url} timed out after ${config.timeout} ms`, undefined, undefined, true));
      }, config.timeout);
    }
    xhr.send(payload);
  });
}
