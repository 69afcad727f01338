// Leaving the session: logout (spec §4) and the forced re-login after a password change.
import { api } from '../lib/api-client';
import { reloadAt } from '../lib/navigation';
import { paths } from '../lib/paths';
import { setServiceOnline } from './chat-socket';
import { clearSession } from './session';

/** Spec §9: the logout after a password change waits 1500 ms, so the notice can be read. */
export const RELOGIN_DELAY_MS = 1500;

export async function logout(): Promise<void> {
  // Leaving is going offline: the chat socket closes and the next user of this browser does not
  // come back online from this user's chatOnlie cookie. (The server also closes this session's sockets.)
  setServiceOnline(false);
  // Revoke the token on the server; if that fails (already expired, offline) the user still
  // leaves, and the token is forgotten here.
  await api.delete('auth/logout', { skipErrorUi: true }).catch(() => undefined);
  clearSession();
  // A full reload on purpose: it drops the routes added from this user's menus and every
  // in-memory state, so the next user starts clean.
  reloadAt(paths.login);
}

/** After a password change the server has ended the sessions: log out after the delay. */
export function logoutAfterPasswordChange(): void {
  setTimeout(() => void logout(), RELOGIN_DELAY_MS);
}
