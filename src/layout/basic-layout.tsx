// The main layout shell (spec §1, §2): side menu, header tools, page tabs, kept-alive pages,
// footer and theme drawer, arranged by the theme's layout style (side, top or mix).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Grid, Layout, theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadBranding } from '../stores/branding';
import { closeChatSocket, reopenChatFromCookie } from '../stores/chat-socket';
import { primaryColour, themePresets, themeStore } from '../stores/theme';
import { storageKeys } from '../lib/storage-keys';
import { AppHeader } from './app-header';
import { AppSider } from './app-sider';
import { useBrandingDocument } from './branding-document';
import { AppFooter } from './footer';
import { KeepAliveOutlet } from './tabs/keep-alive-outlet';
import { PageTabs } from './tabs/page-tabs';
import { useTrackTab } from './tabs/use-track-tab';
import './layout.css';

// Loaded when first opened: most visits never open the settings.
const ThemeDrawer = lazy(() => import('./theme/theme-drawer'));
// Loaded only on a narrow screen.
const MenuDrawer = lazy(() => import('./menu-drawer'));
// Loaded only in a tab acting as a tenant (its antd Alert and the act-as store stay off every page).
const ActAsBanner = lazy(() => import('./act-as-banner'));

/** Weak mode (for colour-weak users) on the whole page, popups included, and the primary colour
 * and the panels' background (light or dark) as CSS variables for layout.css. */
function useDocumentTheme(weakMode: boolean, colour: string, background: string): void {
  useEffect(() => {
    document.documentElement.classList.toggle('weak-mode', weakMode);
    document.documentElement.style.setProperty('--ant-color-primary', colour);
    document.documentElement.style.setProperty('--ant-color-bg-container', background);
  }, [weakMode, colour, background]);
}

function ShellBody() {
  const settings = useSnapshot(themeStore);
  const { pathname } = useLocation();
  return (
    <>
      {settings.showTabs && !settings.bodyFullscreen && <PageTabs />}
      <Layout.Content
        className={`layout-body${settings.bodyFull ? ' layout-body-full' : ''}${settings.fixedBody ? ' layout-body-fixed' : ''}`}
      >
        {settings.tabs ? (
          <KeepAliveOutlet className={`page-transition-${settings.transitionName}`} />
        ) : (
          <div key={pathname} className={`page-transition-${settings.transitionName}`}>
            <KeepAliveOutlet />
          </div>
        )}
      </Layout.Content>
      {settings.showFooter && !settings.bodyFullscreen && <AppFooter />}
    </>
  );
}

export default function BasicLayout() {
  const { layoutStyle, styleResponsive, bodyFullscreen, weakMode, color } = useSnapshot(themeStore);
  const screens = Grid.useBreakpoint();
  // Under 768 px (antd's md) the menu becomes a drawer, when the layout is responsive.
  const narrow = styleResponsive && screens.md === false;
  // Under 992 px (lg) beside the side menu, the header's less frequent tools do not fit the bar
  // either: they go into its "more" menu, so none is pushed off screen.
  const compactTools = narrow || screens.lg === false;
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The text style antd's App would give; messages and dialogs come from lib/feedback.ts.
  const { token } = theme.useToken();
  const textStyle = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  useTrackTab();
  useDocumentTheme(weakMode, primaryColour(color) ?? themePresets.default, token.colorBgContainer);
  useEffect(() => void loadBranding(), []);
  useBrandingDocument();
  // Spec §4: the chat socket lives as long as the layout, reopened when the agent was online.
  useEffect(() => {
    reopenChatFromCookie();
    return closeChatSocket;
  }, []);

  // Stable, so the memoised header skips the re-render every navigation brings here.
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const header = !bodyFullscreen && (
    <>
      {sessionStorage.getItem(storageKeys.actAs) && (
        <Suspense fallback={null}>
          <ActAsBanner />
        </Suspense>
      )}
      <AppHeader narrow={narrow} compactTools={compactTools} onOpenMenu={openMenu} onOpenSettings={openSettings} />
    </>
  );
  const sider = !narrow && !bodyFullscreen && layoutStyle !== 'top' && <AppSider />;
  return (
    <div className="layout-root" style={textStyle}>
      {layoutStyle === 'side' ? (
        <Layout hasSider={Boolean(sider)} style={{ minHeight: '100vh' }}>
          {sider}
          <Layout>
            {header}
            <ShellBody />
          </Layout>
        </Layout>
      ) : (
        <Layout style={{ minHeight: '100vh' }}>
          {header}
          <Layout hasSider={Boolean(sider)}>
            {sider}
            <Layout>
              <ShellBody />
            </Layout>
          </Layout>
        </Layout>
      )}
      {narrow && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ThemeDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
