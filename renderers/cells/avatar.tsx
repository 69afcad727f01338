import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { cellProp, type CellProps } from './types';

export function AvatarCell({ value, column }: CellProps) {
  const src = typeof value === 'string' && value ? value : undefined;
  return <Avatar size={cellProp(column, 'size', 32)} src={src} icon={src ? undefined : <UserOutlined />} />;
}
