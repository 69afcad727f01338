// The text a list cell shows, as plain strings, written once for both sides: the browser's cells
// render it and the server's export writes it, so a spreadsheet holds the same words as the screen
// (labels, not raw codes). Nothing here imports code: each side passes its translator, its
// dictionaries and its date formatter (dayjs in both, the server in the caller's time zone).
import type { ScreenColumn } from './screen-schema';

/** How a side turns keys, dictionary values and dates into words. */
export interface CellTextContext {
  t: (key: string) => string;
  /** The label of `value` in dictionary `name`; undefined when the dictionary has no such value. */
  dictLabel: (name: string, value: unknown) => string | undefined;
  /** `value` (an ISO text or epoch ms) in `format` (dayjs tokens); '' when it is no date. */
  formatDate: (value: string | number, format: string) => string;
}

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Reads one prop of a column's `props` with a fallback, for cells whose props are optional. */
export function columnProp<T>(column: ScreenColumn, name: string, fallback: T): T {
  const value = column.props?.[name];
  return value === undefined ? fallback : (value as T);
}

/** Objects as JSON so nothing reads "[object Object]"; null and undefined as nothing. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `props.translate`: the value is an i18n key (menu titles), shown translated. */
export function textCellText(column: ScreenColumn, value: unknown, t: (key: string) => string): string {
  const text = plainText(value);
  return text && columnProp(column, 'translate', false) ? t(text) : text;
}

/** `props.labels` maps values to i18n keys; unlisted values show as they are. */
export function tagText(column: ScreenColumn, value: unknown, t: (key: string) => string): string {
  const key = plainText(value);
  const label = columnProp<Record<string, string>>(column, 'labels', {})[key];
  return label ? t(label) : key;
}

/** A dictionary entry's labels as GET api/sysDictDetail answers them: `label` is the Simplified
 * Chinese label (the spec's field); the Traditional Chinese and English ones may be empty. */
export interface DictLabels {
  label: string;
  labelZhTw?: string | null;
  labelEn?: string | null;
}

export interface DictEntry extends DictLabels {
  value: unknown;
}

/** The label in `language` (zh_CN, zh_TW, en); an empty one falls back to `label`. */
export function dictEntryLabel(entry: DictLabels, language: string): string {
  const own = language === 'en' ? entry.labelEn : language === 'zh_TW' ? entry.labelZhTw : entry.label;
  return own || entry.label;
}

/** The entries with `label` in `language`, for code that reads `label` (cells, selects, exports). */
export function entriesIn<T extends DictEntry>(entries: readonly T[], language: string): T[] {
  return entries.map((entry) => ({ ...entry, label: dictEntryLabel(entry, language) }));
}

/** The label of a dictionary value; values compare as strings because APIs mix "1" and 1. */
export function dictItemLabel(items: { label: string; value: unknown }[], value: unknown): string | undefined {
  return items.find((item) => String(item.value) === String(value))?.label;
}

/** The columns an export writes: every data column (not the row actions) the user has not hidden. */
export const exportableColumns = (columns: ScreenColumn[], hidden: ReadonlySet<string> = new Set()) =>
  columns.filter((column) => column.cell !== 'actions' && !hidden.has(column.key));

/** The dictionaries an export needs for its `dict` columns. */
export const dictNamesOf = (columns: ScreenColumn[]): string[] =>
  [
    ...new Set(columns.filter((column) => column.cell === 'dict').map((column) => columnProp(column, 'dict', ''))),
  ].filter(Boolean);

/** What an export writes for a cell: the shown text where a cell shows text, else the raw value. */
export function exportText(column: ScreenColumn, value: unknown, context: CellTextContext): unknown {
  if (value === null || value === undefined) return '';
  switch (column.cell ?? 'text') {
    case 'text':
      // A number stays a number: a spreadsheet can sum it.
      return typeof value === 'number' ? value : textCellText(column, value, context.t);
    case 'tag':
      return tagText(column, value, context.t);
    case 'dict':
      return context.dictLabel(columnProp(column, 'dict', ''), value) ?? plainText(value);
    case 'date':
      return typeof value === 'string' || typeof value === 'number'
        ? context.formatDate(value, columnProp(column, 'format', DEFAULT_DATE_FORMAT))
        : '';
    default:
      return value;
  }
}

/**
 * A text that starts with = + - @ (or tab / carriage return) is run as a formula by spreadsheet
 * programs (CSV and formula injection); a leading apostrophe makes it plain text. Every exported
 * cell, CSV or Excel, goes through this.
 */
export function spreadsheetSafe(value: unknown): string {
  const text = plainText(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV line (RFC 4180 quotes, CRLF end) of cells already made safe. */
export function csvLine(cells: unknown[]): string {
  return (
    cells
      .map((cell) => {
        const safe = spreadsheetSafe(cell);
        return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
      })
      .join(',') + '\r\n'
  );
}

/** A BOM first, so Excel reads a CSV file as UTF-8 (Chinese text). */
export const CSV_BOM = '\uFEFF';
