// What names a row to a screen reader (its selection checkbox says "select <this>"): the first
// shown text column with a value, else the row's key.
import type { Row } from '../data-provider';
import type { ScreenColumn } from '../screen-schema';

export function rowLabel(columns: readonly ScreenColumn[], hidden: ReadonlySet<string>, record: Row, rowKey: string) {
  for (const column of columns) {
    if (hidden.has(column.key) || (column.cell ?? 'text') !== 'text') continue;
    const value = record[column.key];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value);
  }
  return String(record[rowKey] ?? '');
}
