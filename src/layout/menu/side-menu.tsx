// The navigation menu from the server's menu tree, shared by the sider, the top bar and the
// mobile drawer. With "unique open" only one branch of submenus is open at a time.
import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { menusStore, type MenuItem } from '../../stores/menus';
import { themeStore } from '../../stores/theme';
import { isExternal, openKeysFor, toMenuItems } from './menu-items';
import { prefetchScreensUnder } from './prefetch-screens';

interface SideMenuProps {
  mode: 'inline' | 'horizontal' | 'vertical';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  /** Called after a click navigated (the mobile drawer closes). */
  onNavigate?: () => void;
}

export function SideMenu({ mode, theme, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  // The snapshot is deeply readonly; the helpers only read it.
  const menus = useSnapshot(menusStore).menus as MenuItem[] | null;
  const { colorfulIcon, sideUniqueOpen } = useSnapshot(themeStore);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Re-built when the language changes, so menu titles follow the interface language.
  const items = useMemo(() => toMenuItems(menus ?? [], t, colorfulIcon), [menus, t, colorfulIcon]);
  const [openKeys, setOpenKeys] = useState(() => openKeysFor(menus ?? [], pathname));

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    if (opened) prefetchScreensUnder(menus ?? [], opened);
    if (!sideUniqueOpen) return setOpenKeys(keys);
    // Keep only the newly opened submenu and its ancestors (their keys are prefixes of it).
    setOpenKeys(opened ? keys.filter((key) => opened === key || opened.startsWith(`${key}/`)) : keys);
  };

  return (
    <Menu
      data-testid="side-menu"
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[pathname]}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      {...(mode === 'horizontal' ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => {
        if (isExternal(key)) return;
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
    />
  );
}
