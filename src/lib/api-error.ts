// Turns any failed call into one error type whose message is ready to show to the user.
import { isAxiosError, type AxiosError } from 'axios';
import i18n from './i18n';

/** A failed API call; `message` is the server's message or a translated one from spec §8. */
export class ApiError extends Error {
  override name = 'ApiError';

  /** The HTTP status, absent when no answer came (timeout, network down). */
  readonly status?: number;
  readonly timedOut: boolean;

  constructor(message: string, options: { status?: number; timedOut?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.timedOut = options.timedOut ?? false;
  }
}

function serverMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The body the server answered with a failed call (its `errors`, a 409's versions), if any. */
export function errorAnswer(error: ApiError): unknown {
  return isAxiosError(error.cause) ? error.cause.response?.data : undefined;
}

/** axios's codes for a call that ran out of time (ETIMEDOUT with transitional.clarifyTimeoutError). */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Ran out of time: axios's own timeout, or the timeout signal the client adds (api-client.ts). */
function timedOut(error: AxiosError): boolean {
  const reason = (error.config?.signal as AbortSignal | undefined)?.reason as { name?: string } | undefined;
  return TIMEOUT_CODES.has(error.code ?? '') || (error.code === 'ERR_CANCELED' && reason?.name === 'TimeoutError');
}

export function toApiError(error: unknown): ApiError {
  if (!isAxiosError(error)) return new ApiError(i18n.t('request.failed'), { cause: error });
  const { response } = error;
  if (response) {
    const message = serverMessage(response.data) ?? i18n.t('request.unknownError');
    return new ApiError(message, { status: response.status, cause: error });
  }
  if (timedOut(error)) return new ApiError(i18n.t('request.timeout'), { timedOut: true, cause: error });
  return new ApiError(i18n.t('request.failed'), { cause: error });
}
