// A minimal shell until the full layout issue (side menu, tabs, header tools, theme drawer).
import { Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LanguageSwitcher } from '../lib/language-switcher';
import { paths } from '../lib/paths';
import { session } from '../stores/session';
import { LogoutButton } from './logout-button';

const header = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  background: '#fff',
  borderBottom: '1px solid #f0f0f0',
  paddingInline: 24,
} as const;

export default function BasicLayout() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header data-testid="layout-header" style={header}>
        <Link to={paths.home} style={{ fontSize: 18, fontWeight: 600 }}>
          {t('app.name')}
        </Link>
        <Space size="middle">
          <LanguageSwitcher />
          <Typography.Text data-testid="layout-nickname">{user?.nickName}</Typography.Text>
          <LogoutButton />
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
