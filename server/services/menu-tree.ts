// Shapes stored menu rows into the MenuItem tree the browser builds its routes from.
import type { MenuItem as WireMenuItem } from '../../schemas/wire/menu';
import { MenuType } from '../db/schema';
import type { MenuRow } from '../repositories/menus';

/** As the browser reads it; the server always sends `children` (empty for a leaf). */
export interface MenuItem extends WireMenuItem {
  children: MenuItem[];
}

/** `rows` must be sorted for display. Rows whose parent is not among them are left out: a
 * screen is reached through its directory, so a role granted one without the other sees neither. */
export function buildMenuTree(rows: readonly MenuRow[]): MenuItem[] {
  const byParent = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.pid);
    if (siblings) siblings.push(row);
    else byParent.set(row.pid, [row]);
  }

  const shape = (row: MenuRow, topLevel: boolean): MenuItem => {
    const directory = row.type === MenuType.directory;
    const path = row.path ?? '';
    return {
      name: row.name ?? '',
      path: topLevel && !path.startsWith('/') ? `/${path}` : path,
      // A screen without a component shows the browser's "view not found", naming nothing.
      component: directory ? (topLevel ? 'Layout' : 'ParentView') : (row.component ?? ''),
      hidden: row.hidden,
      redirect: null,
      // A directory stays a group in the side menu even when it has a single child.
      alwaysShow: directory,
      meta: { title: row.title, icon: row.icon, noCache: !row.cache },
      children: (byParent.get(row.id) ?? []).map((child) => shape(child, false)),
    };
  };
  return (byParent.get(null) ?? []).map((row) => shape(row, true));
}

/** Gives each item whose title is a screen's own text (`textsOf`) that title in every language. */
export function withTitleTexts(
  tree: MenuItem[],
  textsOf: (key: string) => MenuItem['meta']['texts'] | undefined,
): MenuItem[] {
  return tree.map((item) => {
    const texts = textsOf(item.meta.title);
    return {
      ...item,
      meta: texts ? { ...item.meta, texts } : item.meta,
      children: withTitleTexts(item.children, textsOf),
    };
  });
}
