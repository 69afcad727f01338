// The global error UI of spec §8: what the user sees when a call fails.
import { ApiError } from './api-error';
import { confirmDialog, notifyError } from './feedback';
import i18n from './i18n';
import { currentPath, navigateTo } from './navigation';
import { isHomePath, loginPathFrom, paths } from './paths';
import { clearSession } from '../stores/session';

// Several calls usually fail together when a session expires; the user needs one dialog.
let expiredDialogOpen = false;

function handleExpiredSession(): void {
  const { pathname, fullPath } = currentPath();
  if (isHomePath(pathname)) {
    clearSession();
    navigateTo(paths.login, { replace: true });
    return;
  }
  if (expiredDialogOpen) return;
  expiredDialogOpen = true;
  void confirmDialog({
    title: i18n.t('request.expiredTitle'),
    content: i18n.t('request.expired'),
    okText: i18n.t('request.relogin'),
    onOk: () => {
      clearSession();
      navigateTo(loginPathFrom(fullPath), { replace: true });
    },
    afterClose: () => {
      expiredDialogOpen = false;
    },
  });
}

export function showApiError(error: ApiError): void {
  if (error.status === 401) handleExpiredSession();
  else if (error.status === 403) navigateTo(paths.unauthorized);
  else void notifyError(error.message);
}
