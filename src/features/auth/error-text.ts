import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';

/** The text to show inline for a failed auth step: the server's words when it gave some. */
export function errorText(error: unknown, t: TFunction): string {
  return error instanceof ApiError ? error.message : t('errors.unexpected.message');
}
