// The chosen item's buttons: move it within its level (left/right for a top button, up/down for a
// sub-button), add a sub-button under a top button, remove it.
import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuButton } from './api';
import { MAX_SUBS, type Selection } from './model';

interface Props {
  buttons: MenuButton[];
  at: Selection;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
  onAddSub: () => void;
  onRemove: () => void;
}

export function ItemActions({ buttons, at, disabled, onMove, onAddSub, onRemove }: Props) {
  const { t } = useTranslation();
  const isTop = at.sub === undefined;
  const count = isTop ? buttons.length : (buttons[at.top]?.sub_button?.length ?? 0);
  const index = at.sub ?? at.top;
  const moveButton = (step: -1 | 1, label: string, icon: ReactNode) => (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        icon={icon}
        disabled={disabled || index + step < 0 || index + step >= count}
        onClick={() => onMove(step)}
      />
    </Tooltip>
  );
  return (
    <Space wrap>
      {isTop
        ? moveButton(-1, t('wechatMenu.moveLeft'), <ArrowLeftOutlined />)
        : moveButton(-1, t('wechatMenu.moveUp'), <ArrowUpOutlined />)}
      {isTop
        ? moveButton(1, t('wechatMenu.moveRight'), <ArrowRightOutlined />)
        : moveButton(1, t('wechatMenu.moveDown'), <ArrowDownOutlined />)}
      {isTop && (
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || (buttons[at.top]?.sub_button?.length ?? 0) >= MAX_SUBS}
          onClick={onAddSub}
        >
          {t('wechatMenu.addSub')}
        </Button>
      )}
      <KeyboardPopconfirm
        title={t(isTop ? 'wechatMenu.confirmRemoveButton' : 'wechatMenu.confirmRemoveSub')}
        onConfirm={onRemove}
        disabled={disabled}
      >
        <Button danger icon={<DeleteOutlined />} disabled={disabled}>
          {t('wechatMenu.remove')}
        </Button>
      </KeyboardPopconfirm>
    </Space>
  );
}
