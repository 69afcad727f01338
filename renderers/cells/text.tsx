import { useTranslation } from 'react-i18next';
import { textCellText } from './display-text';
import type { CellProps } from './types';

/** Plain value (objects as JSON); `props.translate: true` treats it as an i18n key. */
export function TextCell({ value, column }: CellProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  return <>{textCellText(column, value, t)}</>;
}
