// The page tabs bar: one tab per open page, a context menu of actions on each (right click).
import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { currentSite, siteStore } from '../../stores/site';
import { tabsStore } from '../../stores/tabs';
import { themeStore } from '../../stores/theme';
import { tabTitle } from './tab-title';
import { tabActions, useTabActions } from './use-tab-actions';

export function PageTabs() {
  const { t } = useTranslation();
  const { tabs } = useSnapshot(tabsStore);
  const { tabStyle } = useSnapshot(themeStore);
  const site = useSnapshot(siteStore);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const run = useTabActions();
  const siteName = currentSite(site)?.name;
  const menuItems = tabActions.map((action) => ({ key: action, label: t(`layout.tabs.${action}`) }));

  return (
    <Tabs
      data-testid="page-tabs"
      className={`page-tabs page-tabs-${tabStyle}`}
      type="editable-card"
      hideAdd
      size="small"
      activeKey={pathname + search}
      onChange={(key) => navigate(key)}
      onEdit={(key, event) => event === 'remove' && typeof key === 'string' && run('close', key)}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: tab.closable,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{ items: menuItems, onClick: ({ key }) => run(key as (typeof tabActions)[number], tab.key) }}
          >
            <span data-tab-key={tab.key}>{tabTitle(tab.path, t(tab.title), siteName)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
