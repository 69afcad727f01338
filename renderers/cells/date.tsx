import dayjs from 'dayjs';
import { cellProp, type CellProps } from './types';

export function DateCell({ value, column }: CellProps) {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = dayjs(value);
  return <>{date.isValid() ? date.format(cellProp(column, 'format', 'YYYY-MM-DD HH:mm:ss')) : String(value)}</>;
}
