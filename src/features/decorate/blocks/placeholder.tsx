// What a block shows where the shop has no rows yet: a plain hint, never made-up products.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function EmptyBlockData({ hintKey }: { hintKey: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      type="secondary"
      data-testid="block-empty"
      style={{ display: 'block', padding: 12, textAlign: 'center', border: '1px dashed #d9d9d9' }}
    >
      {t(hintKey)}
    </Typography.Text>
  );
}
