// The floor for the users list screen (issue 9): the same screen written by hand in plain antd,
// what schemas/system/user.json makes our renderer show (search bar, toolbar, the nine columns
// with their avatar, switch and row actions, selection, pages of 20), its rows fetched from the
// real server on a click, with no router, shell, schema, renderer or stores around it.
import { createRoot } from 'react-dom/client';
import { Table } from 'antd';
import { PeerToolbar } from './peer-toolbar';
import { usersColumns, UsersSearchBar, type User } from './users-list-parts';
import { UsersPeerPage } from './users-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <UsersPeerPage<User>>
    {(page) => (
      <section>
        <UsersSearchBar />
        <PeerToolbar add selectedCount={0} />
        <Table<User>
          rowKey="id"
          rowSelection={{}}
          dataSource={page.rows}
          columns={usersColumns(() => undefined)}
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
