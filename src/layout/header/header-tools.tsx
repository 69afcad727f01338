// The tools on the right of the header, in the order of spec §2. On a narrow screen the less
// frequent ones move into the "more" menu so the bar fits 375 px.
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

export function HeaderTools({ narrow, onOpenSettings }: { narrow: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={narrow ? 4 : 8} className="header-tools">
      {narrow ? (
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
      <span
        className="header-tool"
        role="button"
        tabIndex={0}
        aria-label={t('theme.title')}
        data-testid="settings-button"
        onClick={onOpenSettings}
      >
        <SettingOutlined />
      </span>
    </Space>
  );
}
