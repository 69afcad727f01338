import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenColumn } from '../screen-schema';

interface Props {
  columns: ScreenColumn[];
  hidden: Set<string>;
  onChange: (hidden: Set<string>) => void;
}

/**
 * Lets the user show and hide columns; the schema's `hidden` only sets the starting state. The
 * Popover mounts on the first click (antd's Popover costs a list screen's first paint even closed).
 */
export function ColumnSettings({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const toggle = (key: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  // Wrapped by the Popover, the button is a new element: it takes the focus the first one had.
  const button = (
    <Button
      icon={<SettingOutlined />}
      onClick={open === undefined ? () => setOpen(true) : undefined}
      autoFocus={open !== undefined}
    >
      {t('renderer.columns')}
    </Button>
  );
  if (open === undefined) return button;
  const content = (
    <Space direction="vertical">
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.has(column.key)}
          onChange={(event) => toggle(column.key, event.target.checked)}
        >
          {t(column.title)}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" content={content} title={t('renderer.columns')} open={open} onOpenChange={setOpen}>
      {button}
    </Popover>
  );
}
