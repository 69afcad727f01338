// Deletes a row that takes much with it (a tenant: its rows and files) only after the operator
// types the row's `name`; the server checks the name again (routes/tenant-removal.ts).
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../context';
import type { Row } from '../data-provider';
import { useScreenActions } from '../screen/screen-actions';

export function DeleteByNameAction({ record }: { record: Row }) {
  const { t } = useTranslation();
  const { screen, removeNamed } = useScreenActions();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const allowed = useAllows()(screen.permissions?.del);
  if (!allowed) return null;
  const name = String(record.name ?? '');
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)}>
        {t('renderer.delete')}
      </Button>
      <Modal
        open={open}
        title={t('renderer.confirmDeleteNamed', { name })}
        okText={t('renderer.delete')}
        cancelText={t('renderer.cancel')}
        okButtonProps={{ danger: true, disabled: typed !== name }}
        onOk={async () => {
          await removeNamed(record, typed);
          close();
        }}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('renderer.confirmDeleteNamedHint')}</Typography.Paragraph>
        <Input
          aria-label={t('renderer.typeName')}
          placeholder={name}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Modal>
    </>
  );
}
