// What the studio's preview reads and writes through. Reads go to the screen's own API, so an
// override of a built-in screen shows the tenant's rows; a screen the tenant is not served yet has
// no API, so it shows sample rows made from its columns. Nothing is ever written from a preview:
// a save, delete, upload or call is refused with a message, and the form stays open.
import type { DataProvider, Row } from '../../../renderers/data-provider';
import type { ScreenSchema } from '../../../renderers/screen-schema';

/** Rows enough to see a table's columns, cells and actions. */
const SAMPLE_ROWS = 3;

/** A value of the field's type for sample row `n` (1-based), so each cell shows something. */
function sampleValue(field: { type?: unknown } | undefined, key: string, n: number, sample: (n: number) => string) {
  if (field?.type === 'number' || field?.type === 'integer') return n;
  if (field?.type === 'boolean') return n % 2 === 1;
  if (/time|date/i.test(key)) return new Date(Date.UTC(2026, 0, n)).toISOString();
  return sample(n);
}

function sampleRows(screen: ScreenSchema, rowKey: string, sample: (n: number) => string): Row[] {
  const fields = (screen.form?.properties ?? {}) as Record<string, { type?: unknown }>;
  return Array.from({ length: SAMPLE_ROWS }, (_, index) => {
    const n = index + 1;
    const row: Row = { [rowKey]: n };
    for (const column of screen.columns ?? [])
      if (column.cell !== 'actions') row[column.key] = sampleValue(fields[column.key], column.key, n, sample);
    return row;
  });
}

/** Sample rows, and the field that keys them. */
export interface Sample {
  rows: Row[];
  rowKey: string;
}

export function sampleOf(screen: ScreenSchema, sample: (n: number) => string): Sample {
  const rowKey = screen.rowKey ?? 'id';
  return { rows: sampleRows(screen, rowKey, sample), rowKey };
}

/**
 * The preview's provider over the app's. `sample` is given when the screen is not served yet: its
 * reads answer the sample rows instead of asking a server that has no such API.
 */
export function previewDataProvider(real: DataProvider, refused: () => void, sample?: Sample): DataProvider {
  const refuse = async (): Promise<never> => {
    refused();
    throw new Error('The studio preview writes nothing.');
  };
  const rows = sample?.rows;
  const byKey = (id: unknown) => rows?.find((row) => row[sample!.rowKey] === id) ?? {};
  return {
    ...real,
    // The app's list asked ahead belongs to menu pages, never to a preview.
    peekList: undefined,
    getList: (params) => (rows ? Promise.resolve({ data: rows, total: rows.length }) : real.getList(params)),
    getOne: (params) => (rows ? Promise.resolve(byKey(params.id)) : real.getOne(params)),
    create: refuse,
    update: refuse,
    remove: refuse,
    removeMany: refuse,
    upload: refuse,
    custom: (call) => (call.method === 'GET' && !rows ? real.custom(call) : refuse()),
  };
}
