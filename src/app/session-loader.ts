// Loads who is logged in and what they may open: once per login, shared by every navigation.
import { api } from '../lib/api-client';
import { menusStore, setMenus, type MenuItem } from '../stores/menus';
import { setUserInfo, type UserInfo } from '../stores/session';

let pending: Promise<void> | null = null;

/**
 * Fetches auth/info and api/sysMenu/build while the menus are still null (spec §2). Navigations
 * that arrive during the fetch wait for the same promise instead of fetching again; after a
 * failure the next navigation tries afresh.
 */
export function loadSessionOnce(addMenuRoutes: (menus: MenuItem[]) => void): Promise<void> {
  if (menusStore.menus) return Promise.resolve();
  pending ??= Promise.all([api.get<UserInfo>('auth/info'), api.get<MenuItem[]>('api/sysMenu/build')])
    .then(([user, menus]) => {
      setUserInfo(user);
      addMenuRoutes(menus);
      setMenus(menus);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
