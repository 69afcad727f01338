// What both hand-written users peers share: the row type, the search bar and the nine columns
// schemas/system/user.json makes our renderer show. users-table.tsx (the browser bench's click
// floor) and users-screen.tsx (the bundle budget's CRUD peer) differ only around them.
import { Avatar, Button, DatePicker, Input, Popconfirm, Select, Space, Switch } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { bar } from './peer-toolbar';

export interface User {
  id: number;
  avatar: string;
  username: string;
  nickname: string;
  organizationName: string;
  phone: string;
  sexName: string;
  createTime: string;
  status: boolean;
}

export function UsersSearchBar() {
  return (
    <div style={bar}>
      <Input aria-label="关键字" placeholder="用户名或昵称" style={{ width: 200 }} />
      <Select aria-label="状态" allowClear options={[]} style={{ width: 200 }} />
      <DatePicker.RangePicker style={{ width: 260 }} />
      <Button type="primary">搜索</Button>
      <Button>重置</Button>
    </div>
  );
}

/** The columns, 编辑 calling `onEdit` with its row. */
export const usersColumns = (onEdit: (user: User) => void) => [
  {
    key: 'avatar',
    dataIndex: 'avatar',
    title: '头像',
    render: (src: string) => <Avatar size={32} src={src || undefined} icon={src ? undefined : <UserOutlined />} />,
  },
  { key: 'username', dataIndex: 'username', title: '用户名', sorter: true },
  { key: 'nickname', dataIndex: 'nickname', title: '昵称' },
  { key: 'organizationName', dataIndex: 'organizationName', title: '组织' },
  { key: 'phone', dataIndex: 'phone', title: '电话' },
  { key: 'sexName', dataIndex: 'sexName', title: '性别' },
  {
    key: 'createTime',
    dataIndex: 'createTime',
    title: '创建日期',
    sorter: true,
    render: (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm:ss'),
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: '状态',
    render: (status: boolean) => <Switch aria-label="状态" checked={status} />,
  },
  {
    key: 'action',
    title: '操作',
    render: (_: unknown, user: User) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => onEdit(user)}>
          编辑
        </Button>
        <Popconfirm title="确认删除？">
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ),
  },
];
