// Loads who is logged in and what they may open: once per login, shared by every navigation, and
// again when their access changes while the page is open (src/app/access-watch.ts).
import { api } from '../lib/api-client';
import { addTitleTexts } from '../lib/i18n';
import { menusStore, setMenus, type MenuItem } from '../stores/menus';
import { setUserInfo, type UserInfo } from '../stores/session';

type AddMenuRoutes = (menus: MenuItem[]) => void;

let pending: Promise<void> | null = null;
let addRoutes: AddMenuRoutes | null = null;

/** Titles that are a studio screen's own texts come with the tree, in every language. */
function addMenuTitleTexts(menus: MenuItem[]): void {
  for (const { meta, children } of menus) {
    if (meta.texts) addTitleTexts(meta.title, meta.texts);
    addMenuTitleTexts(children ?? []);
  }
}

/** One fetch of auth/info and api/sysMenu/build at a time; after a failure the next call tries afresh. */
function fetchSession(): Promise<void> {
  pending ??= Promise.all([api.get<UserInfo>('auth/info'), api.get<MenuItem[]>('api/sysMenu/build')])
    .then(([user, menus]) => {
      setUserInfo(user);
      addMenuTitleTexts(menus);
      addRoutes?.(menus);
      setMenus(menus);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * Fetches auth/info and api/sysMenu/build while the menus are still null (spec §2). Navigations
 * that arrive during the fetch wait for the same promise instead of fetching again.
 */
export function loadSessionOnce(addMenuRoutes: AddMenuRoutes): Promise<void> {
  addRoutes = addMenuRoutes;
  if (menusStore.menus) return Promise.resolve();
  return fetchSession();
}

/** Fetches the user and the menus again once they were loaded (before that, the guard loads them). */
export function reloadSession(): Promise<void> {
  return menusStore.menus ? fetchSession() : Promise.resolve();
}
