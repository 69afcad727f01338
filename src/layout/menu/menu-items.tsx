// The server's menu tree as antd Menu items: keyed by full path, titles translated, hidden
// screens left out, external links opened in a new tab.
import type { ItemType } from 'antd/es/menu/interface';
import type { TFunction } from 'i18next';
import type { MenuItem } from '../../stores/menus';
import { menuIcon } from './menu-icons';

export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

export function fullMenuPath(parentPath: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  return `${parentPath.replace(/\/$/, '')}/${path}`;
}

export function toMenuItems(menus: readonly MenuItem[], t: TFunction, colourful: boolean, parentPath = ''): ItemType[] {
  return menus
    .filter((item) => !item.hidden)
    .map((item) => {
      const key = fullMenuPath(parentPath, item.path);
      const icon = menuIcon(item.meta.icon, colourful);
      const title = t(item.meta.title);
      const children = item.children?.filter((child) => !child.hidden) ?? [];
      if (children.length > 0 || item.alwaysShow)
        return { key, icon, label: title, children: toMenuItems(children, t, colourful, key) };
      const label = isExternal(key) ? (
        <a href={key} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        title
      );
      return { key, icon, label };
    });
}

/** The keys of the submenus that lead to `pathname`, outermost first. */
export function openKeysFor(menus: readonly MenuItem[], pathname: string, parentPath = ''): string[] {
  for (const item of menus) {
    const key = fullMenuPath(parentPath, item.path);
    if (key === pathname) return [];
    const inner = openKeysFor(item.children ?? [], pathname, key);
    if (inner.length > 0 || (item.children ?? []).some((child) => fullMenuPath(key, child.path) === pathname))
      return [key, ...inner];
  }
  return [];
}

/** The item whose full path is `key`, at any depth. */
export function menuItemAt(menus: readonly MenuItem[], key: string, parentPath = ''): MenuItem | undefined {
  for (const item of menus) {
    const itemKey = fullMenuPath(parentPath, item.path);
    if (itemKey === key) return item;
    const inner = menuItemAt(item.children ?? [], key, itemKey);
    if (inner) return inner;
  }
  return undefined;
}
