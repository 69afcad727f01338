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
 * Whether the control an Esc was pressed in has its popup open. A select (antd's Select keeps its
 * Esc to itself, its TreeSelect does not) still shows itself open while its own handler runs, so
 * its aria-expanded tells. A date picker has no aria-expanded and passes its Esc on; only the
 * focused picker has its panel open, and the panel is still shown while the picker's handler runs.
 */
function inOpenPopup(target: HTMLElement): boolean {
  if (target.getAttribute('aria-expanded') === 'true') return true;
  return (
    target.closest('.ant-picker') !== null &&
    target.ownerDocument.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') !== null
  );
}

/** Esc closes only the innermost layer: an open dropdown or date panel, not the dialog around it. */
function keepEscapeInOpenPopup(event: KeyboardEvent): void {
  if (event.key === 'Escape' && inOpenPopup(event.target as HTMLElement)) event.stopPropagation();
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
