import { Button, Drawer, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MODAL_WIDTH, DRAWER_WIDTH } from '../constants';
import type { FormContainer as Container } from '../screen-schema';

interface Props {
  container?: Container;
  title: string;
  open: boolean;
  saving: boolean;
  /** Absent for read-only views, which only close. */
  onOk?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The modal (420/500 px) or drawer (300 px) a screen's form opens in, as its schema says. */
export function FormContainer({ container, title, open, saving, onOk, onClose, children }: Props) {
  const { t } = useTranslation();
  const okButton = onOk && (
    <Button type="primary" loading={saving} onClick={onOk}>
      {t('renderer.ok')}
    </Button>
  );
  if (container?.type === 'drawer') {
    return (
      <Drawer open={open} title={title} width={container.width ?? DRAWER_WIDTH} onClose={onClose} destroyOnClose
        footer={<Space><Button onClick={onClose}>{t('renderer.cancel')}</Button>{okButton}</Space>}>
        {children}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={title} width={container?.width ?? DEFAULT_MODAL_WIDTH} onCancel={onClose} destroyOnClose
      footer={<Space><Button onClick={onClose}>{t('renderer.cancel')}</Button>{okButton}</Space>}>
      {children}
    </Modal>
  );
}
