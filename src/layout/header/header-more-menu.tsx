// Under 992 px the site selector, 客服上线/下线, toolkit and fullscreen do not fit the bar; this
// "more" menu keeps them reachable on a tablet or a phone, each item doing what its wide-screen tool does.
import { Dropdown, type MenuProps } from 'antd';
import { CustomerServiceOutlined, EllipsisOutlined, GlobalOutlined, ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chatStore } from '../../stores/chat';
import { setServiceOnline } from '../../stores/chat-socket';
import { useFullscreen } from './fullscreen-toggle';
import { useSiteOptions } from './site-selector';
import { TOOLKIT_URL } from './toolkit-link';
import { HeaderTool } from './header-tool';

// Site items are prefixed so their keys cannot clash with the fixed actions.
const SITE_PREFIX = 'site:';

export function HeaderMoreMenu() {
  const { t } = useTranslation();
  const { online } = useSnapshot(chatStore);
  const sites = useSiteOptions();
  const fullscreen = useFullscreen();
  const items: MenuProps['items'] = [
    ...(sites.items.length > 0
      ? [
          {
            key: 'site',
            icon: <GlobalOutlined />,
            label: sites.site?.name,
            children: sites.items.map((item) => ({ ...item, key: SITE_PREFIX + item.key })),
          },
        ]
      : []),
    {
      key: 'service',
      icon: <CustomerServiceOutlined />,
      label: t(online ? 'layout.header.goOffline' : 'layout.header.goOnline'),
      'data-testid': 'more-service-status',
    },
    {
      key: 'toolkit',
      icon: <ToolOutlined />,
      // A real link, so the browser opens the new tab exactly as the wide-screen tool does.
      label: (
        <a href={TOOLKIT_URL} target="_blank" rel="noopener noreferrer" data-testid="more-toolkit-link">
          {t('layout.header.toolkit')}
        </a>
      ),
    },
    { key: 'fullscreen', icon: fullscreen.icon, label: fullscreen.label, 'data-testid': 'more-fullscreen' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith(SITE_PREFIX)) sites.choose(key.slice(SITE_PREFIX.length));
    else if (key === 'service') setServiceOnline(!online);
    else if (key === 'fullscreen') fullscreen.toggle();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectedKeys: sites.selectedKeys.map((key) => SITE_PREFIX + key), onClick }}
    >
      <HeaderTool aria-label={t('layout.header.more')} data-testid="header-more">
        <EllipsisOutlined />
      </HeaderTool>
    </Dropdown>
  );
}
