import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnSchema } from '../screen-schema';

interface Props {
  columns: ColumnSchema[];
  hidden: Set<string>;
  onChange: (hidden: Set<string>) => void;
}

/** Lets the user show and hide columns; the schema's `hidden` only sets the starting state. */
export function ColumnSettings({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation();
  
  const toggle = (key: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  const content = (
    <Space direction="vertical">
      {columns.map((column) => (
        <Checkbox key={column.key} checked={!hidden.has(column.key)} onChange={(event) => toggle(column.key, event.target.checked)}>
          {t(column.title)}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" content={content} title={t('renderer.columns')}>
      <Button icon={<SettingOutlined />}>{t('renderer.columns')}</Button>
    </Popover>
  );
}
