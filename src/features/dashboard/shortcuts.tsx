// Shortcuts to the screens of the user's menus (the first ones with a view), and the recent tabs.
import { Card, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { menusStore, type MenuItem } from '../../stores/menus';
import { tabsStore } from '../../stores/tabs';

const SHORTCUT_COUNT = 8;

function screensOf(menus: readonly MenuItem[], parentPath = ''): { path: string; title: string }[] {
  return menus.flatMap((item) => {
    if (item.hidden || /^(https?:|mailto:|tel:)/.test(item.path)) return [];
    const path = item.path.startsWith('/') ? item.path : `${parentPath}/${item.path}`;
    const children = screensOf(item.children ?? [], path);
    return item.children?.length ? children : [{ path, title: item.meta.title }];
  });
}

export function Shortcuts() {
  const { t } = useTranslation();
  const menus = useSnapshot(menusStore).menus as MenuItem[] | null;
  const shortcuts = screensOf(menus ?? []).slice(0, SHORTCUT_COUNT);
  return (
    <Card title={t('dashboard.shortcuts')} size="small" data-testid="shortcuts">
      <Space wrap>
        {shortcuts.map((item) => (
          <Link key={item.path} to={item.path}>
            <Tag color="blue" style={{ padding: '4px 10px' }}>
              {t(item.title)}
            </Tag>
          </Link>
        ))}
      </Space>
    </Card>
  );
}

export function RecentTabs() {
  const { t } = useTranslation();
  const { tabs } = useSnapshot(tabsStore);
  return (
    <Card title={t('dashboard.recent')} size="small" data-testid="recent-tabs">
      <List
        size="small"
        dataSource={[...tabs].reverse()}
        renderItem={(tab) => (
          <List.Item>
            <Link to={tab.fullPath}>{t(tab.title)}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
