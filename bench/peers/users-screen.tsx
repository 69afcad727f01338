// The peer of the CRUD screen for the bundle budget (bench/bundle-budget.ts): /system/user as a
// conventional antd admin page. The shell (Layout, side Menu, header with the fold button, bell,
// fullscreen, language and user menus, page Tabs), the search bar, the toolbar, the users Table,
// and the add/edit dialog (Modal with antd Form), all imported statically as a hand-written page
// would; no router, i18n, schema, renderer or stores. Calls go through axios, the HTTP client of
// the owner's stack.
import { useEffect, useState } from 'react';
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import {
  Avatar,
  Badge,
  Button,
  ConfigProvider,
  Dropdown,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tooltip,
  TreeSelect,
} from 'antd';
import {
  BellOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  MenuFoldOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import zhCN from 'antd/es/locale/zh_CN';
import { PeerToolbar } from './peer-toolbar';
import { usersColumns, UsersSearchBar, type User } from './users-list-parts';

const headers = () => ({ Authorization: localStorage.getItem('access_token') ?? '' });
const getJson = async <T,>(url: string): Promise<T> => (await axios.get<T>(url, { headers: headers() })).data;

function UserDialog({ user, onClose }: { user: Partial<User> | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await axios.request({
      url: '/prod-api/api/sysUser',
      method: user?.id ? 'PUT' : 'POST',
      headers: headers(),
      data: { ...values, id: user?.id },
    });
    onClose();
  };
  return (
    <Modal open={user !== null} title={user?.id ? '编辑' : '新增'} onOk={() => void save()} onCancel={onClose}>
      <Form form={form} layout="vertical" initialValues={{ status: true, ...user }}>
        <Form.Item name="username" label="用户名" rules={[{ required: true, min: 2, max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nickname" label="昵称" rules={[{ required: true, max: 20 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label="电话" rules={[{ pattern: /^1[34578]\d{9}$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="gender" label="性别">
          <Select options={[]} />
        </Form.Item>
        <Form.Item name="deptId" label="部门">
          <TreeSelect treeData={[]} />
        </Form.Item>
        <Form.Item name="roleIds" label="角色">
          <TreeSelect treeData={[]} multiple />
        </Form.Item>
        <Form.Item name="status" label="状态" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ min: 6, max: 20 }]}>
          <Input.Password />
        </Form.Item>
        <Form.Item name="confirmPassword" label="确认密码" dependencies={['password']}>
          <Input.Password />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UsersScreen() {
  const [page, setPage] = useState<{ rows: User[]; total: number }>({ rows: [], total: 0 });
  const [editing, setEditing] = useState<Partial<User> | null>(null);
  const load = async () => {
    const body = await getJson<{ content: User[]; totalElements: number }>('/prod-api/api/sysUser?page=0&size=20');
    setPage({ rows: body.content, total: body.totalElements });
  };
  useEffect(() => void load(), []);
  return (
    <section>
      <UsersSearchBar />
      <PeerToolbar add selectedCount={0} onAdd={() => setEditing({})} />
      <Table<User>
        rowKey="id"
        rowSelection={{}}
        dataSource={page.rows}
        columns={usersColumns(setEditing)}
        pagination={{
          total: page.total,
          pageSize: 20,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '30', '50'],
        }}
      />
      <UserDialog
        user={editing}
        onClose={() => {
          setEditing(null);
          void load();
        }}
      />
    </section>
  );
}

function Shell() {
  const userMenu = {
    items: [
      { key: 'center', label: '个人中心' },
      { key: 'logout', label: '退出登录' },
    ],
  };
  const languageMenu = {
    items: [
      { key: 'zh_CN', label: '简体中文' },
      { key: 'zh_TW', label: '繁體中文' },
      { key: 'en', label: 'English' },
    ],
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="dark">
        <Menu
          theme="dark"
          mode="inline"
          defaultOpenKeys={['system']}
          selectedKeys={['user']}
          items={[
            {
              key: 'system',
              icon: <SettingOutlined />,
              label: '系统管理',
              children: [
                { key: 'user', icon: <UserOutlined />, label: '用户管理' },
                { key: 'role', icon: <TeamOutlined />, label: '角色管理' },
              ],
            },
          ]}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Button type="text" icon={<MenuFoldOutlined />} aria-label="折叠菜单" />
          <Space>
            <Badge count={0}>
              <Button type="text" icon={<BellOutlined />} aria-label="通知" />
            </Badge>
            <Tooltip title="全屏">
              <Button type="text" icon={<FullscreenOutlined />} aria-label="全屏" />
            </Tooltip>
            <Dropdown menu={languageMenu}>
              <Button type="text" icon={<GlobalOutlined />} aria-label="语言" />
            </Dropdown>
            <Dropdown menu={userMenu}>
              <Avatar icon={<UserOutlined />} />
            </Dropdown>
          </Space>
        </Layout.Header>
        <Tabs
          type="editable-card"
          hideAdd
          activeKey="user"
          items={[
            { key: 'home', label: '首页', closable: false },
            { key: 'user', label: '用户管理' },
          ]}
        />
        <Layout.Content style={{ margin: 16, padding: 24, background: '#fff' }}>
          <UsersScreen />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN}>
    <Shell />
  </ConfigProvider>,
);
