// Routes built from the server's menu tree (GET api/sysMenu/build).
import type { RouteObject } from 'react-router-dom';
import type { MenuItem } from '../stores/menus';
import { resolveMenuView } from './resolve-view';
import type { ViewRegistry } from './views';

/** Menu nodes that only group their children and open no view of their own. */
const directoryComponents = new Set(['Layout', 'ParentView']);

function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

function joinPath(parentPath: string, path: string): string {
  return path.startsWith('/') ? path : `${parentPath.replace(/\/$/, '')}/${path}`;
}

/** One route per view in the tree, at the item's full path, titled by its i18n key. */
export function buildMenuRoutes(menus: readonly MenuItem[], views?: ViewRegistry, parentPath = ''): RouteObject[] {
  return menus.flatMap((item) => {
    if (isExternalLink(item.path)) return [];
    const fullPath = joinPath(parentPath, item.path);
    const childRoutes = buildMenuRoutes(item.children ?? [], views, fullPath);
    if (directoryComponents.has(item.component)) return childRoutes;
    const route: RouteObject = {
      id: `menu:${fullPath}`,
      path: fullPath,
      handle: { title: item.meta.title },
      lazy: resolveMenuView(item.component, views),
    };
    return [route, ...childRoutes];
  });
}
