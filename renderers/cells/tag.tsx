import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellProp, type CellProps } from './types';

/** props.labels maps values to i18n keys, props.colors maps values to antd tag colours. */
export function TagCell({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  const key = String(value);
  const labels = cellProp<Record<string, string>>(column, 'labels', {});
  const colors = cellProp<Record<string, string>>(column, 'colors', {});
  return <Tag color={colors[key]}>{labels[key] ? t(labels[key]) : key}</Tag>;
}
