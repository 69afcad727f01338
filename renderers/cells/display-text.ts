// The text a cell shows, as plain strings: the cells render it and the CSV export writes it, so a
// spreadsheet holds the same words as the screen (labels, not raw codes).
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { DATE_TIME_FORMAT } from '../../src/lib/date-time';
import type { DictItem } from '../data-provider';
import type { ScreenColumn } from '../screen-schema';
import { cellProp } from './types';

/** Objects as JSON so nothing reads "[object Object]"; null and undefined as nothing. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `props.translate`: the value is an i18n key (menu titles), shown translated. */
export function textCellText(column: ScreenColumn, value: unknown, t: TFunction): string {
  const text = plainText(value);
  return text && cellProp(column, 'translate', false) ? t(text) : text;
}

/** `props.labels` maps values to i18n keys; unlisted values show as they are. */
export function tagText(column: ScreenColumn, value: unknown, t: TFunction): string {
  const key = plainText(value);
  const label = cellProp<Record<string, string>>(column, 'labels', {})[key];
  return label ? t(label) : key;
}

/** The label of a dictionary value; values compare as strings because APIs mix "1" and 1. */
export function dictLabel(items: DictItem[], value: unknown): string | undefined {
  return items.find((item) => String(item.value) === String(value))?.label;
}

export function dateText(column: ScreenColumn, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(cellProp(column, 'format', DATE_TIME_FORMAT)) : String(value);
}

export interface ExportContext {
  t: TFunction;
  /** Loaded dictionaries by name, for `dict` columns. */
  dicts: Map<string, DictItem[]>;
}

/** What an export writes for a cell: the shown text where a cell shows text, else the raw value. */
export function exportText(column: ScreenColumn, value: unknown, { t, dicts }: ExportContext): unknown {
  if (value === null || value === undefined) return '';
  switch (column.cell ?? 'text') {
    case 'text':
      return textCellText(column, value, t);
    case 'tag':
      return tagText(column, value, t);
    case 'dict':
      return dictLabel(dicts.get(cellProp(column, 'dict', '')) ?? [], value) ?? plainText(value);
    case 'date':
      return dateText(column, value);
    default:
      return value;
  }
}
