import type { ComponentType } from 'react';
import type { Row } from '../data-provider';
import type { ColumnSchema } from '../screen-schema';

export interface CellProps {
  value: unknown;
  record: Row;
  column: ColumnSchema;
}

export type CellRenderer = ComponentType<CellProps>;

/** Reads one prop of a column's `props` with a fallback, for cells whose props are optional. */
export function cellProp<T>(column: ColumnSchema, name: string, fallback: T): T {
  const value = column.props?.[name];
  return value === undefined ? fallback : (value as T);
}
