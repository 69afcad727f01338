// The menu of a narrow screen (under 768 px), in a drawer: its own chunk, loaded only when the
// window is that narrow (docs/performance.md).
import { Drawer } from 'antd';
import { useSnapshot } from 'valtio';
import { themeStore } from '../stores/theme';
import { SIDER_WIDTH } from './app-sider';
import { SideMenu } from './menu/side-menu';

export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { sideStyle } = useSnapshot(themeStore);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={SIDER_WIDTH + 40}
      closable={false}
      styles={{ body: { padding: 0, background: sideStyle === 'dark' ? '#001529' : undefined } }}
      data-testid="menu-drawer"
    >
      <SideMenu mode="inline" theme={sideStyle} onNavigate={onClose} />
    </Drawer>
  );
}
