// The dialog of DeleteByNameAction: 删除 stays disabled until the row's name is typed exactly.
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteByNameDialogProps {
  name: string;
  onConfirm: (typed: string) => Promise<void>;
  onClose: () => void;
}

export default function DeleteByNameDialog({ name, onConfirm, onClose }: DeleteByNameDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  return (
    <Modal
      open
      title={t('renderer.confirmDeleteNamed', { name })}
      okText={t('renderer.delete')}
      cancelText={t('renderer.cancel')}
      okButtonProps={{ danger: true, disabled: typed !== name }}
      onOk={async () => {
        await onConfirm(typed);
        onClose();
      }}
      onCancel={onClose}
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
  );
}
