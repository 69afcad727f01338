// Walking the admin's menu in one logged-in page, as the menu sweeps do: opening an item through
// the side menu (hidden items, which take route parameters, by their route) and waiting until the
// shown page has settled.
import type { Locator, Page } from 'playwright-core';
import type { MenuLeaf } from './menu-tree';

/** Values for the route parameters of hidden items (edit pages, content columns). */
const PARAMS: Record<string, string> = { id: '1', navType: 'news', navUrl: 'news', navName: 'News' };
const routeOf = (leaf: MenuLeaf) =>
  leaf.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(PARAMS[name] ?? name));

/** The shown page (kept-alive tabs keep the others mounted but hidden). */
export const activePane = (page: Page): Locator => page.locator('[data-keep-alive]:not([hidden])');

/** Opens a menu item as a person would: its submenus, then the item. */
export async function openLeaf(page: Page, leaf: MenuLeaf): Promise<void> {
  if (leaf.hidden) {
    await page.goto(routeOf(leaf));
    return;
  }
  const item = page.getByTestId('side-menu').locator(`li[data-menu-id$="-${leaf.path}"]`);
  for (const ancestor of leaf.ancestors) {
    if (await item.isVisible()) break;
    const submenu = page.getByTestId('side-menu').locator(`li.ant-menu-submenu:has(> [data-menu-id$="-${ancestor}"])`);
    if (!(await submenu.evaluate((node) => node.classList.contains('ant-menu-submenu-open'))))
      await submenu.locator('> .ant-menu-submenu-title').click();
  }
  await item.click();
  await page.waitForURL((url) => url.pathname === leaf.path);
}

/**
 * Waits until the progress bar is gone and the shown page has no spinner, busy part or loading
 * button (the page decoration editor's 保存 shows the document loading); answers false when that
 * does not happen within `withinMs`.
 */
export async function settle(page: Page, withinMs = 15_000): Promise<boolean> {
  const settled = async () =>
    (await page.locator('#nprogress').count()) === 0 &&
    (await activePane(page).count()) === 1 &&
    (await activePane(page).locator('.ant-spin-spinning, [aria-busy="true"], .ant-btn-loading').count()) === 0;
  const deadline = Date.now() + withinMs;
  let done = await settled();
  while (!done && Date.now() < deadline) {
    await page.waitForTimeout(100);
    done = await settled();
  }
  if (done) await transitionsEnded(page);
  return done;
}

/**
 * Waits (at most 2 s) for the CSS transitions and other finite animations running now to end: a
 * button leaving its loading state fades to its colour over 0.2 s, and axe measuring contrast
 * halfway saw 2.8:1 where the page shows 4.5:1 and more. Endless ones (spinners) are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** Closes the active tab, so kept-alive pages do not pile up over a sweep (hidden items have none). */
export async function closeActiveTab(page: Page, leaf: MenuLeaf): Promise<void> {
  const close = page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove');
  if (!leaf.hidden && (await close.count())) await close.click();
}
