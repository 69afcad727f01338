// Turns any failed call into one error type whose message is ready to show to the user.
import { HttpError } from './http';
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
  return error.cause instanceof HttpError ? error.cause.data : undefined;
}

export function toApiError(error: unknown): ApiError {
  if (!(error instanceof HttpError)) {
    return new ApiError(i18n.t('request.failed'), { cause: error });
  }
  if (error.status !== undefined) {
    const message = serverMessage(error.data) ?? i18n.t('request.unknownError');
    return new ApiError(message, { status: error.status, cause: error });
  }
  if (error.timedOut) return new ApiError(i18n.t('request.timeout'), { timedOut: true, cause: error });
  return new ApiError(i18n.t('request.failed'), { cause: error });
}
