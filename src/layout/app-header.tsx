// The header bar: collapse trigger, logo (top and mix layouts), top menu (top layout), tools.
import { memo } from 'react';
import { Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { themeStore, updateTheme } from '../stores/theme';
import { HeaderTools } from './header/header-tools';
import { Logo } from './logo';
import { SideMenu } from './menu/side-menu';
import { HeaderTool } from './header/header-tool';

// Memoised: the layout re-renders on every navigation, which changes nothing here (docs/performance.md).
export const AppHeader = memo(function AppHeader({
  narrow,
  compactTools,
  onOpenMenu,
  onOpenSettings,
}: {
  narrow: boolean;
  compactTools: boolean;
  onOpenMenu: () => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { layoutStyle, headStyle, collapse, fixedHeader, darkMode } = useSnapshot(themeStore);
  const dark = !darkMode && headStyle !== 'light';
  const background = darkMode
    ? token.colorBgContainer
    : { light: '#fff', dark: '#001529', primary: token.colorPrimary }[headStyle];
  const showTrigger = narrow || layoutStyle !== 'top';
  const Trigger = (narrow ? false : collapse) ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header
      data-testid="layout-header"
      className={`layout-header${dark ? ' layout-header-dark' : ''}${fixedHeader ? ' layout-header-fixed' : ''}`}
      style={{ background, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {showTrigger && (
        <HeaderTool
          aria-label={t('layout.toggleMenu')}
          data-testid="menu-trigger"
          onClick={narrow ? onOpenMenu : () => updateTheme({ collapse: !collapse })}
        >
          <Trigger />
        </HeaderTool>
      )}
      {(layoutStyle !== 'side' || narrow) && <Logo collapsed={narrow} dark={dark} />}
      {layoutStyle === 'top' && !narrow ? (
        <SideMenu mode="horizontal" theme={dark ? 'dark' : 'light'} />
      ) : (
        <div style={{ flex: 1 }} />
      )}
      <HeaderTools compact={compactTools} onOpenSettings={onOpenSettings} />
    </Layout.Header>
  );
});
