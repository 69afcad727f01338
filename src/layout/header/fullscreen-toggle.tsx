// Fullscreen on and off; browsers without the Fullscreen API get the message of spec §8.
import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { HeaderTool } from './header-tool';

/** The state, label and toggle, shared by the header button and the narrow-screen overflow menu. */
export function useFullscreen() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) return void message.warning(t('layout.header.fullscreenUnsupported'));
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => message.warning(t('layout.header.fullscreenUnsupported')));
  };
  const label = t(fullscreen ? 'layout.header.exitFullscreen' : 'layout.header.fullscreen');
  const Icon = fullscreen ? FullscreenExitOutlined : FullscreenOutlined;
  return { label, toggle, icon: <Icon /> };
}

export function FullscreenToggle() {
  const { label, toggle, icon } = useFullscreen();
  return (
    <Tooltip title={label}>
      <HeaderTool aria-label={label} data-testid="fullscreen-toggle" onClick={toggle}>
        {icon}
      </HeaderTool>
    </Tooltip>
  );
}
