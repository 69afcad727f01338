import type { ComponentType } from 'react';
import type { Row } from '../data-provider';
import type { ScreenColumn } from '../screen-schema';

export interface CellProps {
  value: unknown;
  record: Row;
  column: ScreenColumn;
}

export type CellRenderer = ComponentType<CellProps>;

/** Reads one prop of a column's `props` with a fallback, for cells whose props are optional. */
export function cellProp<T>(column: ScreenColumn, name: string, fallback: T): T {
  const value = column.props?.[name];
  return value === undefined ? fallback : (value as T);
}
