// The user menu: personal centre, change password (dialog), logout after a confirm (spec §4).
import { lazy, Suspense, useState } from 'react';
import { Avatar, Dropdown } from 'antd';
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { logout } from '../../stores/account';
import { session } from '../../stores/session';
import { confirmDialog } from '../../lib/feedback';
import { HeaderTool } from './header-tool';

// The dialog and its form arrive when first opened.
const ChangePasswordDialog = lazy(() => import('../password/change-password-dialog'));

export function UserDropdown() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const actions: Record<string, () => void> = {
    center: () => navigateTo(paths.userCenter),
    password: () => setPasswordOpen(true),
    logout: () =>
      void confirmDialog({ title: t('layout.logoutTitle'), content: t('layout.logoutConfirm'), onOk: logout }),
  };
  const items = [
    { key: 'center', icon: <UserOutlined />, label: t('layout.user.center') },
    { key: 'password', icon: <KeyOutlined />, label: t('layout.user.changePassword') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), 'data-testid': 'logout' },
  ];
  return (
    <>
      {/* Opened by a click, like the header's other menus, so touch screens and tests open it the same way. */}
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => actions[key]?.() }}>
        <HeaderTool className="header-user" aria-label={t('layout.user.menu')} data-testid="user-dropdown">
          {/* The nickname beside it names the user: the picture is decoration. */}
          <Avatar size="small" src={user?.avatar || undefined} alt="" icon={<UserOutlined />} />
          <span data-testid="layout-nickname" className="header-nickname">
            {user?.nickName}
          </span>
        </HeaderTool>
      </Dropdown>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
