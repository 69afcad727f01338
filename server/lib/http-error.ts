// The one error type route code throws: an HTTP status plus a message key, translated later by
// the errors plugin into the caller's language.
import type { MessageKey, MessageParams } from '../i18n/index';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Fields the answer carries beside `status` and `message`, in the caller's language (a list of problems). */
    readonly details?: (t: Translate) => Record<string, unknown>,
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new HttpError(400, key, params);
export const unauthorized = () => new HttpError(401, 'auth.unauthorized');
export const tooManyAttempts = () => new HttpError(429, 'auth.tooManyAttempts');
/** A 429 that says how long to wait, rounded up to whole seconds or minutes. */
export function retryLater(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds <= 60
    ? new HttpError(429, 'limit.retryInSeconds', { seconds })
    : new HttpError(429, 'limit.retryInMinutes', { minutes: Math.ceil(seconds / 60) });
}
export const forbidden = () => new HttpError(403, 'error.forbidden');
export const notFound = () => new HttpError(404, 'error.notFound');
