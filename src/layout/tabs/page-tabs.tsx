// The page tabs bar: one tab per open page, a context menu of actions on each, opened by a right
// click or, on the focused tab, by the keyboard (Shift+F10 or the ContextMenu key). The menu takes
// the focus as it opens (arrow keys pick, Enter runs), and gives it back to the tab as it closes.
import { Dropdown, Tabs } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { currentSite, siteStore } from '../../stores/site';
import { tabsStore } from '../../stores/tabs';
import { themeStore } from '../../stores/theme';
import { tabTitle } from './tab-title';
import { tabActions, useTabActions } from './use-tab-actions';

const opensContextMenu = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);

const TAB_MENU_CLASS = 'page-tab-menu';

/**
 * Gives the focus to the tab menu opened from the keyboard once it is shown. antd's `autoFocus`
 * tries for three frames; on a busy machine the menu can show later, and the focus stayed on the tab.
 */
function focusMenuWhenShown(): void {
  const deadline = performance.now() + 2000;
  const attempt = () => {
    const menu = document.querySelector<HTMLElement>(`.${TAB_MENU_CLASS}:not(.ant-dropdown-hidden) [role="menu"]`);
    if (menu && menu.getClientRects().length > 0) {
      if (!menu.contains(document.activeElement)) menu.focus();
    } else if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** The focusable tab (antd's role="tab" button) of a tab key, if it is still shown. */
const tabButton = (key: string) =>
  document.querySelector(`[data-tab-key="${CSS.escape(key)}"]`)?.closest<HTMLElement>('[role="tab"]');

export function PageTabs() {
  const { t } = useTranslation();
  const { tabs } = useSnapshot(tabsStore);
  const { tabStyle } = useSnapshot(themeStore);
  const site = useSnapshot(siteStore);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const run = useTabActions();
  const siteName = currentSite(site)?.name;
  const activeKey = pathname + search;
  const menuItems = tabActions.map((action) => ({ key: action, label: t(`layout.tabs.${action}`) }));
  /** The tab whose context menu is open. */
  const [menuOf, setMenuOf] = useState<string | null>(null);

  /** The tab whose menu just closed: the focus goes back to it once the bar shows what its action did. */
  const focusBack = useRef<string | null>(null);
  useEffect(() => {
    const key = focusBack.current;
    // The bar shows the store's tabs a render later (valtio notifies after the action), and the
    // page the action went to once the router has it: wait for both. To the active tab when the
    // action closed this one.
    if (!key || tabsStore.tabs.length !== tabs.length) return;
    const target = tabButton(tabs.some((tab) => tab.key === key) ? key : activeKey);
    if (!target) return;
    focusBack.current = null;
    // Only when the focus is still in the closing menu or went nowhere (not after a click elsewhere).
    const inMenu = document.activeElement === document.body || document.activeElement?.closest('.ant-dropdown');
    if (inMenu) target.focus();
  });
  const openMenu = (key: string) => {
    focusBack.current = null;
    setMenuOf(key);
  };
  const closeMenu = (key: string) => {
    focusBack.current = key;
    setMenuOf(null);
  };
  const openFromKeyboard = (event: KeyboardEvent) => {
    const key = (event.target as HTMLElement).querySelector('[data-tab-key]')?.getAttribute('data-tab-key');
    if (!opensContextMenu(event) || !key) return;
    event.preventDefault();
    openMenu(key);
    focusMenuWhenShown();
  };

  return (
    <Tabs
      data-testid="page-tabs"
      className={`page-tabs page-tabs-${tabStyle}`}
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(key) => navigate(key)}
      onEdit={(key, event) => event === 'remove' && typeof key === 'string' && run('close', key)}
      onKeyDown={openFromKeyboard}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: tab.closable,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            open={menuOf === tab.key}
            onOpenChange={(open) => (open ? openMenu(tab.key) : closeMenu(tab.key))}
            autoFocus
            rootClassName={TAB_MENU_CLASS}
            menu={{ items: menuItems, onClick: ({ key }) => run(key as (typeof tabActions)[number], tab.key) }}
          >
            <span data-tab-key={tab.key}>{tabTitle(tab.path, t(tab.title), siteName)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
