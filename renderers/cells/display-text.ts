// The text a cell shows, as plain strings: the rules live in schemas/wire/cell-text.ts, shared with
// the server's export so a spreadsheet holds the same words as the screen; this binds them to the
// browser's dayjs (dates in the browser's own zone).
import dayjs from 'dayjs';
import { columnProp, DEFAULT_DATE_FORMAT } from '../../schemas/wire/cell-text';
import type { ScreenColumn } from '../screen-schema';

export { dictItemLabel as dictLabel, plainText, tagText, textCellText } from '../../schemas/wire/cell-text';

/** `value` in `format`; a value dayjs cannot read shows as it is. */
export function formatDate(value: string | number, format: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : String(value);
}

export function dateText(column: ScreenColumn, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return formatDate(value, columnProp(column, 'format', DEFAULT_DATE_FORMAT));
}
