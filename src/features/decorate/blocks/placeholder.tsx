// What a block shows where the shop has no rows yet: never made-up products. The operator gets a
// hint where to add them; a visitor of the published page only a plain "nothing here yet".
import { Typography } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** True around a page drawn for visitors (the public phone preview), not in the editor. */
export const ForVisitors = createContext(false);

export function EmptyBlockData({ hintKey }: { hintKey: string }) {
  const { t } = useTranslation();
  const forVisitors = useContext(ForVisitors);
  return (
    <Typography.Text
      type="secondary"
      data-testid="block-empty"
      style={{ display: 'block', padding: 12, textAlign: 'center', border: '1px dashed #d9d9d9' }}
    >
      {t(forVisitors ? 'decorate.visitorEmpty' : hintKey)}
    </Typography.Text>
  );
}
