// The server's menu tree for the logged-in user; null until fetched after login (spec §4).
import { proxy } from 'valtio';

/** One node of GET api/sysMenu/build (docs/api.md). */
export interface MenuItem {
  name: string;
  path: string;
  /** "Layout" / "ParentView" for directories, otherwise a schema id or hand-written view name. */
  component: string;
  hidden: boolean;
  redirect: string | null;
  alwaysShow: boolean;
  meta: { title: string; icon: string; noCache: boolean };
  children?: MenuItem[];
}

export const menusStore = proxy<{ menus: MenuItem[] | null }>({ menus: null });

export function setMenus(menus: MenuItem[] | null): void {
  menusStore.menus = menus;
}
