// The server side of "cells as the screen shows them" (schemas/wire/cell-text.ts): the browser's
// texts (browser-texts.ts), the tenant's dictionaries and
// dates in the caller's time zone, so an exported file holds the words the list shows.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import {
  dictItemLabel,
  dictNamesOf,
  entriesIn,
  exportText,
  type CellTextContext,
  type DictEntry,
} from '../../schemas/wire/cell-text';
import type { Language } from '../i18n/index';
import { wallClockAt } from '../lib/time-zone';
import type { Repositories } from '../repositories/index';
import { screenText } from './browser-texts';
import type { ScreenColumn, ScreenTexts } from '../../schemas/wire/screen-schema';

dayjs.extend(utc);

/** A text that names its instant (ISO with Z or an offset); one without is a wall time, shown as written. */
const ZONED = /(?:Z|[+-]\d\d:?\d\d)$/i;

/**
 * `value` in `format` on the clocks of `zone`, as the browser shows it on its own clock. Through
 * one cached Intl clock per zone (lib/time-zone.ts): dayjs's timezone plugin costs ~0.3 ms a date,
 * the whole time of an export with a date column. Offset tokens (Z) in a format would read +00:00.
 */
function formatIn(zone: string, value: string | number, format: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return String(value);
  if (typeof value === 'string' && !ZONED.test(value.trim())) return date.format(format);
  const instant = date.valueOf();
  return dayjs.utc(wallClockAt(instant, zone) + (((instant % 1000) + 1000) % 1000)).format(format);
}

/** The tenant's items of dictionaries `names`, in their order. */
export async function dictionaries(repos: Repositories, tenantId: number, names: string[]) {
  const loaded = await Promise.all(
    names.map(async (name) => {
      const { content } = await repos.dicts.details.list(tenantId, {
        sort: [{ field: 'sort', order: 'asc' }],
        filters: [{ field: 'dictName', values: [name] }],
      });
      return [name, content as DictEntry[]] as const;
    }),
  );
  return new Map(loaded);
}

export interface ExportCells {
  header: string[];
  /** One row's cells, in the header's order. */
  cells(row: Record<string, unknown>): unknown[];
}

/** The header and cell rule of an export of `columns` for a caller of `language` in `zone`. */
export async function exportCells(
  repos: Repositories,
  tenantId: number,
  columns: ScreenColumn[],
  options: { language: Language; zone: string; screen: { texts?: ScreenTexts } },
): Promise<ExportCells> {
  const t = screenText(options.screen, options.language);
  const dicts = await dictionaries(repos, tenantId, dictNamesOf(columns));
  const context: CellTextContext = {
    t,
    dictLabel: (name, value) => dictItemLabel(entriesIn(dicts.get(name) ?? [], options.language), value),
    formatDate: (value, format) => formatIn(options.zone, value, format),
  };
  return {
    header: columns.map((column) => t(column.title)),
    cells: (row) => columns.map((column) => exportText(column, row[column.key], context)),
  };
}
