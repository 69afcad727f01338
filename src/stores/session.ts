// Who is logged in: the token, the user info and roles (spec §4, §6).
import { proxy } from 'valtio';
import { forgetAccessVersion } from '../lib/access-version';
import { storageKeys } from '../lib/storage-keys';
import { setMenus } from './menus';

import type { UserInfo } from '../../schemas/wire/user';

export type { UserInfo };

interface SessionState {
  token: string | null;
  user: UserInfo | null;
  roles: string[];
}

function storedToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken) ?? sessionStorage.getItem(storageKeys.accessToken);
}

export const session = proxy<SessionState>({ token: storedToken(), user: null, roles: [] });

/** Keeps the token across browser restarts only when the user asked to be remembered. */
export function saveToken(token: string, remember: boolean): void {
  const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  keep.setItem(storageKeys.accessToken, token);
  drop.removeItem(storageKeys.accessToken);
  session.token = token;
  forgetAccessVersion();
}

export function setUserInfo(user: UserInfo): void {
  session.user = user;
  session.roles = user.roles;
}

/** Forgets the login everywhere, menus included, so the next login loads them afresh. */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.accessToken);
  sessionStorage.removeItem(storageKeys.accessToken);
  // An "act as" ended with the session: the operator's token it kept goes too (stores/act-as.ts).
  sessionStorage.removeItem(storageKeys.actAs);
  session.token = null;
  session.user = null;
  session.roles = [];
  setMenus(null);
  forgetAccessVersion();
}
