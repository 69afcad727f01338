import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tagText } from './display-text';
import { cellProp, type CellProps } from './types';

/** props.labels maps values to i18n keys, props.colors maps values to antd tag colours. */
export function TagCell({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  const colors = cellProp<Record<string, string>>(column, 'colors', {});
  return <Tag color={colors[String(value)]}>{tagText(column, value, t)}</Tag>;
}
