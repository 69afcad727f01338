import { Button, Drawer, Modal, Space } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
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

/**
 * Esc closes only the innermost layer: a select's open dropdown, not the dialog around it. (antd's
 * Select keeps its Esc to itself, its TreeSelect does not.) The control still shows itself open
 * while its own handler runs, so its aria-expanded tells.
 */
function keepEscapeInOpenPopup(event: KeyboardEvent): void {
  if (event.key === 'Escape' && (event.target as HTMLElement).getAttribute('aria-expanded') === 'true')
    event.stopPropagation();
}

/** The modal (420/500 px) or drawer (300 px) a screen's form opens in, as its schema says. */
export function FormContainer({ container, title, open, saving, onOk, onClose, children }: Props) {
  const { t } = useTranslation();
  const footer = (
    <Space>
      <Button onClick={onClose}>{t('renderer.cancel')}</Button>
      {onOk && (
        <Button type="primary" loading={saving} onClick={onOk}>
          {t('renderer.ok')}
        </Button>
      )}
    </Space>
  );
  const body = <div onKeyDown={keepEscapeInOpenPopup}>{children}</div>;
  if (container?.type === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        width={container.width ?? DRAWER_WIDTH}
        onClose={onClose}
        destroyOnClose
        footer={footer}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      width={container?.width ?? DEFAULT_MODAL_WIDTH}
      onCancel={onClose}
      destroyOnClose
      footer={footer}
    >
      {body}
    </Modal>
  );
}
