// The server's menu tree for the logged-in user; null until fetched after login (spec §4).
import { proxy } from 'valtio';

import type { MenuItem } from '../../schemas/wire/menu';

export type { MenuItem };

export const menusStore = proxy<{ menus: MenuItem[] | null }>({ menus: null });

export function setMenus(menus: MenuItem[] | null): void {
  menusStore.menus = menus;
}
