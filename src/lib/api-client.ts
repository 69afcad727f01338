// The one HTTP client of the browser (spec §7): base path, timeout, auth and language headers,
// bodies unwrapped, every failure turned into an ApiError and shown by the global error UI.
import axios, { type AxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';
import { showApiError } from './api-error-ui';
import { currentLanguage } from './i18n';
import { session } from '../stores/session';
import { siteStore } from '../stores/site';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (e.g. inline in a form): no notification, dialog or redirect. */
    skipErrorUi?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 5000;

const instance = axios.create({
  baseURL: '/prod-api',
  timeout: REQUEST_TIMEOUT_MS,
  // Arrays as repeated keys without brackets (ids=1&ids=2), as the backend reads them.
  paramsSerializer: { indexes: null },
});

instance.interceptors.request.use((config) => {
  if (session.token) config.headers.set('Authorization', session.token);
  const language = currentLanguage();
  // A call may name another language itself (the chat widget's texts, edited per language).
  if (!config.headers.has('Language')) config.headers.set('Language', language);
  config.headers.set('Language-Source', siteStore.language ?? language);
  if (siteStore.siteId) config.headers.set('Site-Id', String(siteStore.siteId));
  return config;
});

instance.interceptors.response.use(
  (response) => response.data,
  (error: unknown) => {
    if (axios.isCancel(error)) return Promise.reject(error);
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (!config?.skipErrorUi) showApiError(apiError);
    return Promise.reject(apiError);
  },
);

/** Typed calls; each resolves to the response body and rejects with an ApiError. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => instance.get<T, T>(url, config),
  delete: <T>(url: string, config?: AxiosRequestConfig) => instance.delete<T, T>(url, config),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => instance.post<T, T>(url, data, config),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => instance.put<T, T>(url, data, config),
};
