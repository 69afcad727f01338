import { Button } from 'antd';
import { KeyboardPopconfirm } from '../../src/lib/keyboard-popconfirm';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../context';
import { useScreenActions } from '../screen/screen-actions';
import type { Row } from '../data-provider';

/** Deletes one row after a confirmation. */
export function DeleteAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const { screen, remove } = useScreenActions();
  if (!useAllows()(screen.permissions?.del)) return null;
  return (
    <KeyboardPopconfirm
      title={t('renderer.confirmDelete')}
      okText={t('renderer.ok')}
      cancelText={t('renderer.cancel')}
      onConfirm={() => remove(record)}
    >
      <Button type="link" size="small" danger>
        {t('renderer.delete')}
      </Button>
    </KeyboardPopconfirm>
  );
}
