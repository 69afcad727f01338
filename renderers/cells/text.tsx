import { useTranslation } from 'react-i18next';
import { plainText, textCellText } from './display-text';
import { cellProp, type CellProps } from './types';

/** A translated value follows the language; one useTranslation per cell costs a long list's first paint. */
function TranslatedText({ value, column }: CellProps) {
  const { t } = useTranslation();
  return <>{textCellText(column, value, t)}</>;
}

/** Plain value (objects as JSON); `props.translate: true` treats it as an i18n key. */
export function TextCell({ value, column, record }: CellProps) {
  if (value === null || value === undefined) return null;
  if (cellProp(column, 'translate', false)) return <TranslatedText value={value} column={column} record={record} />;
  return <>{plainText(value)}</>;
}
