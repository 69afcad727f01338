// The one HTTP client of the browser (spec §7): base path, timeout, auth, language and time zone
// headers, bodies unwrapped, every failure turned into an ApiError and shown by the global error UI.
import { toApiError } from './api-error';
import { showApiError } from './api-error-ui';
import { send, type Method, type RequestConfig } from './http';
import { currentLanguage } from './i18n';
import { localTimeZone } from './time-zone';
import { session } from '../stores/session';
import { siteStore } from '../stores/site';

export interface ApiConfig extends RequestConfig {
  /** The caller shows the error itself (e.g. inline in a form): no notification, dialog or redirect. */
  skipErrorUi?: boolean;
}

export const REQUEST_TIMEOUT_MS = 5000;
const BASE_PATH = '/prod-api';

/** A path under the API's base; an absolute address stays as it is. */
export function apiUrl(url: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${BASE_PATH}/${url.replace(/^\/+/, '')}`;
}

function apiHeaders(own: Record<string, string> = {}): Record<string, string> {
  const headers = { ...own };
  if (session.token) headers.Authorization = session.token;
  const language = currentLanguage();
  // A call may name another language itself (the chat widget's texts, edited per language).
  headers.Language ??= language;
  headers['Language-Source'] = siteStore.language ?? language;
  if (siteStore.siteId) headers['Site-Id'] = String(siteStore.siteId);
  // Times typed without a zone (a post's publish time) are the operator's wall clock; the server
  // reads them in this zone. Asked on every call: the computer's zone may change while the tab is open.
  const timeZone = localTimeZone();
  if (timeZone) headers['Time-Zone'] = timeZone;
  return headers;
}

async function call<T>(
  method: Method,
  url: string,
  body: unknown,
  { skipErrorUi, ...config }: ApiConfig = {},
): Promise<T> {
  try {
    return (await send(method, apiUrl(url), body, {
      timeout: REQUEST_TIMEOUT_MS,
      ...config,
      headers: apiHeaders(config.headers),
    })) as T;
  } catch (error) {
    const apiError = toApiError(error);
    if (!skipErrorUi) showApiError(apiError);
    throw apiError;
  }
}

/** Typed calls; each resolves to the response body and rejects with an ApiError. */
export const api = {
  get: <T>(url: string, config?: ApiConfig) => call<T>('GET', url, undefined, config),
  delete: <T>(url: string, config?: ApiConfig) => call<T>('DELETE', url, config?.data, config),
  post: <T>(url: string, data?: unknown, config?: ApiConfig) => call<T>('POST', url, data, config),
  put: <T>(url: string, data?: unknown, config?: ApiConfig) => call<T>('PUT', url, data, config),
};
