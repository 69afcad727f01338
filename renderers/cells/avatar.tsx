import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cellProp, type CellProps } from './types';

export function AvatarCell({ value, column }: CellProps) {
  const { t } = useTranslation();
  const src = typeof value === 'string' && value ? value : undefined;
  return (
    <Avatar
      size={cellProp(column, 'size', 32)}
      src={src}
      alt={t(column.title)}
      icon={src ? undefined : <UserOutlined />}
    />
  );
}
