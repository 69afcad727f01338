import { Image } from 'antd';
import { cellProp, type CellProps } from './types';

export function ImageCell({ value, column }: CellProps) {
  if (typeof value !== 'string' || !value) return null;
  return <Image src={value} width={cellProp(column, 'width', 48)} />;
}
