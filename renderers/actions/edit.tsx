import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../context';
import { useScreenActions } from '../screen/screen-actions';
import type { Row } from '../data-provider';

export function EditAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const { screen, edit } = useScreenActions();
  if (!useAllows()(screen.permissions?.edit) || !screen.form) return null;
  return (
    <Button type="link" size="small" onClick={() => edit(record)}>
      {t('renderer.edit')}
    </Button>
  );
}
