// The side bar of the side and mix layouts; on a narrow screen the same menu is a drawer
// (menu-drawer.tsx).
import { memo } from 'react';
import { Layout } from 'antd';
import { useSnapshot } from 'valtio';
import { themeStore } from '../stores/theme';
import { Logo } from './logo';
import { SideMenu } from './menu/side-menu';

export const SIDER_WIDTH = 220;

// Memoised: the layout re-renders on every navigation; the menu follows the address itself.
export const AppSider = memo(function AppSider() {
  const { layoutStyle, sideStyle, collapse, sideNavCollapse, fixedSidebar, sideMenuStyle, darkMode } =
    useSnapshot(themeStore);
  const menuTheme = darkMode ? 'dark' : sideStyle;
  // The mix layout folds its side bar with its own switch (sideNavCollapse).
  const collapsed = layoutStyle === 'mix' ? sideNavCollapse : collapse;
  return (
    <Layout.Sider
      data-testid="layout-sider"
      theme={menuTheme}
      width={SIDER_WIDTH}
      collapsed={collapsed}
      className={fixedSidebar ? 'layout-sider-fixed' : undefined}
    >
      {layoutStyle === 'side' && <Logo collapsed={collapsed} dark={menuTheme === 'dark'} />}
      <SideMenu mode={sideMenuStyle === 'mix' ? 'vertical' : 'inline'} theme={menuTheme} collapsed={collapsed} />
    </Layout.Sider>
  );
});
