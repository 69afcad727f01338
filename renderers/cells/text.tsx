import { useTranslation } from 'react-i18next';
import { plainText, textCellText } from './display-text';
import { cellProp, type CellProps } from './types';

/** A translated value follows the language; one useTranslation per cell costs a long list's first paint. */
function TranslatedText({ value, column }: CellProps) {
  const { t } = useTranslation();
  return <Shown text={textCellText(column, value, t)} />;
}

/** Cells do not wrap (renderers/table/crud-table.css): a long text is cut at 24em, whole on hover. */
const LONG = 24;
const Shown = ({ text }: { text: string }) =>
  text.length > LONG ? (
    <span className="cell-text-long" title={text}>
      {text}
    </span>
  ) : (
    <>{text}</>
  );

/** Plain value (objects as JSON); `props.translate: true` treats it as an i18n key. */
export function TextCell({ value, column, record }: CellProps) {
  if (value === null || value === undefined) return null;
  if (cellProp(column, 'translate', false)) return <TranslatedText value={value} column={column} record={record} />;
  return <Shown text={plainText(value)} />;
}
