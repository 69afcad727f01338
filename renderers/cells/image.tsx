import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellProp, type CellProps } from './types';

export function ImageCell({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (typeof value !== 'string' || !value) return null;
  return <Image src={value} alt={t(column.title)} width={cellProp(column, 'width', 48)} />;
}
