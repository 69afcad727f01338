// The floor for a CRUD list (issue 9): antd's Table showing the users' first 20 rows, fetched from
// the real server on a click, with no router, shell, renderer or stores around it.
import { createRoot } from 'react-dom/client';
import { Table, Tag } from 'antd';
import { UsersPeerPage } from './users-page';

interface User {
  id: number;
  username: string;
  nickname: string;
  email: string;
  phone: string;
  createTime: string;
  status: boolean;
}

const columns = [
  { key: 'username', dataIndex: 'username', title: '用户名', sorter: true },
  { key: 'nickname', dataIndex: 'nickname', title: '昵称' },
  { key: 'email', dataIndex: 'email', title: '邮箱' },
  { key: 'phone', dataIndex: 'phone', title: '电话' },
  { key: 'createTime', dataIndex: 'createTime', title: '创建日期', sorter: true },
  {
    key: 'status',
    dataIndex: 'status',
    title: '状态',
    render: (status: boolean) => <Tag color={status ? 'green' : 'red'}>{status ? '启用' : '禁用'}</Tag>,
  },
];

createRoot(document.getElementById('root') as HTMLElement).render(
  <UsersPeerPage<User>>
    {(page) => (
      <Table<User>
        rowKey="id"
        rowSelection={{}}
        dataSource={page.rows}
        columns={columns}
        pagination={{ total: page.total, pageSize: 20 }}
      />
    )}
  </UsersPeerPage>,
);
