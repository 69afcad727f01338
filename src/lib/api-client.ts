// The one HTTP client of the browser (spec §7): one axios instance with the base path, the 5 s
// timeout, auth, language, site and time zone headers; its response interceptor notes the access
// version every answer carries and turns every failure into an ApiError shown through the global
// error UI (spec §8). `api` unwraps the bodies, so callers get the answer itself.
import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ACCESS_VERSION_HEADER, noteAccessVersion } from './access-version';
import { toApiError } from './api-error';
import { showApiError } from './api-error-ui';
import { currentLanguage } from './i18n';
import { localTimeZone } from './time-zone';
import { session } from '../stores/session';
import { siteStore } from '../stores/site';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (e.g. inline in a form): no notification, dialog or redirect. */
    skipErrorUi?: boolean;
  }
}

export type ApiConfig = Pick<
  AxiosRequestConfig,
  'params' | 'headers' | 'timeout' | 'data' | 'onUploadProgress' | 'skipErrorUi'
>;

export const REQUEST_TIMEOUT_MS = 5000;
const BASE_PATH = '/prod-api';

/** A path under the API's base; an absolute address stays as it is (as axios treats it). */
export function apiUrl(url: string): string {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${BASE_PATH}/${url.replace(/^\/+/, '')}`;
}

const client = axios.create({
  baseURL: BASE_PATH,
  timeout: REQUEST_TIMEOUT_MS,
  // Arrays repeat their key (ids=1&ids=2), as the server's list queries read them.
  paramsSerializer: { indexes: null },
});

function withApiHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { headers } = config;
  if (session.token) headers.set('Authorization', session.token);
  const language = currentLanguage();
  // A call may name another language itself (the chat widget's texts, edited per language).
  if (!headers.has('Language')) headers.set('Language', language);
  headers.set('Language-Source', siteStore.language ?? language);
  if (siteStore.siteId) headers.set('Site-Id', String(siteStore.siteId));
  // Times typed without a zone (a post's publish time) are the operator's wall clock; the server
  // reads them in this zone. Asked on every call: the computer's zone may change while the tab is open.
  const timeZone = localTimeZone();
  if (timeZone) headers.set('Time-Zone', timeZone);
  return config;
}

/**
 * The timeout also as an abort signal on the same clock: axios's own is the XMLHttpRequest's,
 * which an intercepted call (msw in the component tests) never fires; the signal ends it either way.
 */
function withTimeoutSignal(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.timeout && !config.signal) config.signal = AbortSignal.timeout(config.timeout);
  return config;
}

function noteAnswer(response: AxiosResponse | undefined): void {
  const version: unknown = response?.headers[ACCESS_VERSION_HEADER.toLowerCase()];
  noteAccessVersion(typeof version === 'string' ? version : null);
}

client.interceptors.request.use((config) => withTimeoutSignal(withApiHeaders(config)));
client.interceptors.response.use(
  (response) => (noteAnswer(response), response),
  (error: unknown) => {
    if (axios.isAxiosError(error)) noteAnswer(error.response);
    const apiError = toApiError(error);
    if (!axios.isAxiosError(error) || !error.config?.skipErrorUi) showApiError(apiError);
    return Promise.reject(apiError);
  },
);

async function call<T>(method: 'get' | 'delete' | 'post' | 'put', url: string, config: ApiConfig = {}): Promise<T> {
  return (await client.request<T>({ ...config, method, url })).data;
}

/** Typed calls; each resolves to the response body and rejects with an ApiError. */
export const api = {
  get: <T>(url: string, config?: ApiConfig) => call<T>('get', url, config),
  delete: <T>(url: string, config?: ApiConfig) => call<T>('delete', url, config),
  post: <T>(url: string, data?: unknown, config?: ApiConfig) => call<T>('post', url, { ...config, data }),
  put: <T>(url: string, data?: unknown, config?: ApiConfig) => call<T>('put', url, { ...config, data }),
};
