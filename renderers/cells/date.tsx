import { dateText } from './display-text';
import type { CellProps } from './types';

/** props.format: a dayjs format, default YYYY-MM-DD HH:mm:ss; unparseable values show as sent. */
export function DateCell({ value, column }: CellProps) {
  const text = dateText(column, value);
  return text ? <>{text}</> : null;
}
