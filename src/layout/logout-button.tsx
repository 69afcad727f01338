import { Button, Modal } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { reloadAt } from '../lib/navigation';
import { paths } from '../lib/paths';
import { clearSession } from '../stores/session';

async function logout(): Promise<void> {
  // Revoke the token on the server; if that fails (already expired, offline) the user still
  // leaves, and the token is forgotten here.
  await api.delete('auth/logout', { skipErrorUi: true }).catch(() => undefined);
  clearSession();
  // A full reload on purpose: it drops the routes added from this user's menus and every
  // in-memory state, so the next user starts clean.
  reloadAt(paths.login);
}

/** Logs out after a confirm (spec §4). */
export function LogoutButton() {
  const { t } = useTranslation();
  const [modal, dialogHolder] = Modal.useModal();
  const confirmLogout = () =>
    modal.confirm({ title: t('layout.logoutTitle'), content: t('layout.logoutConfirm'), onOk: logout });
  return (
    <>
      <Button data-testid="logout" icon={<LogoutOutlined />} onClick={confirmLogout}>
        {t('layout.logout')}
      </Button>
      {dialogHolder}
    </>
  );
}
