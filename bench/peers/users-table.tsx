// The floor for the users list screen (issue 9): the same screen written by hand in plain antd,
// what schemas/system/user.json makes our renderer show (search bar, toolbar, the nine columns
// with their avatar, switch and row actions, selection, pages of 20), its rows fetched from the
// real server on a click, with no router, shell, schema, renderer or stores around it.
import { createRoot } from 'react-dom/client';
import { Avatar, Button, DatePicker, Input, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { bar, PeerToolbar } from './peer-toolbar';
import { UsersPeerPage } from './users-page';

interface User {
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

const columns = [
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
    render: () => (
      <Space size={0}>
        <Button type="link" size="small">
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

createRoot(document.getElementById('root') as HTMLElement).render(
  <UsersPeerPage<User>>
    {(page) => (
      <section>
        <div style={bar}>
          <Input aria-label="关键字" placeholder="用户名或昵称" style={{ width: 200 }} />
          <Select aria-label="状态" allowClear options={[]} style={{ width: 200 }} />
          <DatePicker.RangePicker style={{ width: 260 }} />
          <Button type="primary">搜索</Button>
          <Button>重置</Button>
        </div>
        <PeerToolbar add selectedCount={0} />
        <Table<User>
          rowKey="id"
          rowSelection={{}}
          dataSource={page.rows}
          columns={columns}
          pagination={{
            total: page.total,
            pageSize: 20,
            showSizeChanger: true,
            pageSizeOptions: ['10', '20', '30', '50'],
          }}
        />
      </section>
    )}
  </UsersPeerPage>,
);
