// The tools on the right of the header, in the order of spec §2. Where the bar is short (under
// 992 px) the less frequent ones move into the "more" menu, so every tool stays on screen.
import { Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChatBell } from './chat-bell';
import { FullscreenToggle } from './fullscreen-toggle';
import { HeaderMoreMenu } from './header-more-menu';
import { LanguageMenu } from './language-menu';
import { NoticePopover } from './notice-popover';
import { ServiceStatusButton } from './service-status-button';
import { SiteSelector } from './site-selector';
import { ToolkitLink } from './toolkit-link';
import { UserDropdown } from './user-dropdown';
import { HeaderTool } from './header-tool';

export function HeaderTools({ compact, onOpenSettings }: { compact: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={compact ? 4 : 8} className="header-tools">
      {compact ? (
        <HeaderMoreMenu />
      ) : (
        <>
          <SiteSelector />
          <ServiceStatusButton />
          <ToolkitLink />
          <FullscreenToggle />
        </>
      )}
      <LanguageMenu />
      <ChatBell />
      <NoticePopover />
      <UserDropdown />
      <HeaderTool aria-label={t('theme.title')} data-testid="settings-button" onClick={onOpenSettings}>
        <SettingOutlined />
      </HeaderTool>
    </Space>
  );
}
