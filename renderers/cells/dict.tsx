import { Tag } from 'antd';
import { useDict } from '../dict/use-dict';
import { dictLabel } from './display-text';
import { cellProp, type CellProps } from './types';

/** Label of a dictionary value (props.dict names the dictionary); unknown values show raw. */
export function DictCell({ value, column }: CellProps) {
  const items = useDict(cellProp<string | undefined>(column, 'dict', undefined));
  if (value === null || value === undefined) return null;
  const colors = cellProp<Record<string, string>>(column, 'colors', {});
  return <Tag color={colors[String(value)]}>{dictLabel(items, value) ?? String(value)}</Tag>;
}
