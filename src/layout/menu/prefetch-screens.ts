// A submenu just opened is where the next click most likely lands: the screen schemas of the views
// right under it are asked for when the browser is idle, so that click waits for its rows only,
// not for its schema first (docs/performance.md). lib/screens keeps the answers for the page's
// life and asks nothing for a hand-written view; a failure is left to the click.
import { prefetchScreen } from '../../lib/screens';
import { whenIdle } from '../../lib/when-idle';
import type { MenuItem } from '../../stores/menus';
import { isExternal, menuItemAt } from './menu-items';

export function prefetchScreensUnder(menus: readonly MenuItem[], submenuKey: string): void {
  const views = (menuItemAt(menus, submenuKey)?.children ?? []).filter(
    (child) => !child.hidden && !child.children?.length && !isExternal(child.path),
  );
  if (views.length > 0) whenIdle(() => views.forEach((view) => prefetchScreen(view.component)));
}
