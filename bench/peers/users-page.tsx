// What the table peers share: a page with a heading and the button the bench clicks, which asks
// the real server for the users' first page of 20 (with axios and the token the bench stored, as
// plainly as a hand-written page of the owner's stack would) and shows it as each peer renders it.
import { useState, type ReactNode } from 'react';
import axios from 'axios';
import { Button, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';

export interface UsersPage<User> {
  rows: User[];
  total: number;
}

async function fetchUsersPage<User>(): Promise<UsersPage<User>> {
  const { data: body } = await axios.get<{ content: User[]; totalElements: number }>(
    '/prod-api/api/sysUser?page=0&size=20',
    { headers: { Authorization: localStorage.getItem('access_token') ?? '' } },
  );
  return { rows: body.content, total: body.totalElements };
}

export function UsersPeerPage<User>({ children }: { children: (page: UsersPage<User>) => ReactNode }) {
  const [page, setPage] = useState<UsersPage<User> | null>(null);
  const open = async () => setPage(await fetchUsersPage<User>());
  return (
    <ConfigProvider locale={zhCN}>
      <h1>用户管理</h1>
      <Button type="primary" data-bench="open" onClick={() => void open()}>
        用户管理
      </Button>
      {page && children(page)}
    </ConfigProvider>
  );
}
