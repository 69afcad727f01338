import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../context';
import { useScreenActions } from '../screen/screen-actions';
import type { Row } from '../data-provider';

export function DetailAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const { screen, detail } = useScreenActions();
  if (!useAllows()(screen.permissions?.detail) || !(screen.detail ?? screen.form)) return null;
  return (
    <Button type="link" size="small" onClick={() => detail(record)}>
      {t('renderer.detail')}
    </Button>
  );
}
