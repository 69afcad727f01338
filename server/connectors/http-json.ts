// One JSON call to an outside service, with a timeout. Network failures and non-2xx answers
// become a 502 HttpError naming the service's own message, never a hanging request.
import { HttpError } from '../lib/http-error';
import type { MessageKey } from '../i18n/index';

const TIMEOUT_MS = 10_000;

export interface JsonCall {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** The message key of this service's failures (it gets `{message}`). */
  failure: MessageKey;
}

export async function callJson<T>({ url, method = 'GET', body, headers = {}, failure }: JsonCall): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      // FormData sets its own multipart content type; anything else goes as JSON.
      headers:
        body === undefined || body instanceof FormData ? headers : { 'content-type': 'application/json', ...headers },
      body:
        body === undefined
          ? undefined
          : body instanceof FormData || typeof body === 'string'
            ? body
            : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new HttpError(502, failure, { message: error instanceof Error ? error.message : String(error) });
  }
  const text = await response.text();
  const parsed = text ? (safeParse(text) as T | undefined) : undefined;
  if (!response.ok) {
    const message = (parsed as { error?: string } | undefined)?.error ?? `HTTP ${response.status}`;
    throw new HttpError(502, failure, { message });
  }
  return (parsed ?? {}) as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
