// The menu as a follower sees it: up to three buttons along the bottom of a phone, the chosen
// button's sub-buttons above it. Every item is a real button (Tab, Enter/Space select it).
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuButton } from './api';
import { MAX_BUTTONS, MAX_SUBS, type Selection } from './model';

interface Props {
  buttons: MenuButton[];
  at: Selection | null;
  onSelect: (at: Selection) => void;
  onAddButton: () => void;
  onAddSub: (top: number) => void;
}

export function PhonePreview({ buttons, at, onSelect, onAddButton, onAddSub }: Props) {
  const { t } = useTranslation();
  const add = (label: string, onClick: () => void) => (
    <button type="button" className="wxmenu-item" aria-label={label} title={label} onClick={onClick}>
      <PlusOutlined />
    </button>
  );
  return (
    <div className="wxmenu-phone" data-testid="wxmenu-preview">
      <div className="wxmenu-screen">
        {buttons.length === 0 && (
          <Empty description={t('wechatMenu.empty')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={onAddButton}>
              {t('wechatMenu.addButton')}
            </Button>
          </Empty>
        )}
      </div>
      <div className="wxmenu-bar" role="group" aria-label={t('wechatMenu.preview')}>
        {buttons.map((button, top) => {
          const subs = button.sub_button ?? [];
          const open = at?.top === top;
          return (
            <div className="wxmenu-column" key={top}>
              {open && (
                <div className="wxmenu-subs" role="group" aria-label={t('wechatMenu.subsOf', { name: button.name })}>
                  {subs.map((sub, index) => (
                    <button
                      type="button"
                      key={index}
                      className={`wxmenu-item${at?.sub === index ? ' selected' : ''}`}
                      aria-pressed={at?.sub === index}
                      onClick={() => onSelect({ top, sub: index })}
                    >
                      {sub.name || t('wechatMenu.untitled')}
                    </button>
                  ))}
                  {subs.length < MAX_SUBS && add(t('wechatMenu.addSub'), () => onAddSub(top))}
                </div>
              )}
              <button
                type="button"
                className={`wxmenu-item${open && at?.sub === undefined ? ' selected' : ''}`}
                aria-pressed={open && at?.sub === undefined}
                onClick={() => onSelect({ top })}
              >
                {button.name || t('wechatMenu.untitled')}
              </button>
            </div>
          );
        })}
        {buttons.length > 0 && buttons.length < MAX_BUTTONS && (
          <div className="wxmenu-column">{add(t('wechatMenu.addButton'), onAddButton)}</div>
        )}
      </div>
    </div>
  );
}
