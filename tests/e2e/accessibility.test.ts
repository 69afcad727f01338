// axe-core (support/axe.ts) over /login and the shell, in one logged-in page; every menu item's
// page and form are scanned by the menu sweep (menu-sweep.test.ts) on its one walk of the menu.
// A critical or serious violation anywhere fails the test; each page's findings are printed.
// The dark theme is scanned on the shell, a few representative screens and one add dialog.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MenuItem } from '../../src/stores/menus';
import { apiLogin } from './support/admin-api';
import { blockingViolations } from './support/axe';
import { PANE, scan, scanForm, setAdminAvatar } from './support/axe-scan';
import { menuLeaves } from './support/menu-tree';
import { activePane, closeActiveTab, openLeaf, settle } from './support/menu-walk';
import { screenPage } from './support/screen-page';
import type { ShellPage } from './support/shell';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const admin = await apiLogin(baseURL);
const leaves = menuLeaves((await admin.call<MenuItem[]>('GET', 'api/sysMenu/build')).body);

const session = setupBrowser();
let shell: ShellPage;

beforeAll(async () => {
  await setAdminAvatar(baseURL, admin);
  shell = await session.shell();
});

describe('accessibility (axe-core: no critical or serious violation)', () => {
  it('/login', async () => {
    const { page } = await session.page();
    await page.goto('/login');
    await page.getByTestId('captcha-img').waitFor();
    expect(await scan('/login', page)).toEqual([]);
  });

  it('finds a violation planted in a page: the scan itself works', async () => {
    const { page } = await session.page();
    await page.goto('/login');
    await page.getByTestId('captcha-img').waitFor();
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.ico' })),
    );
    expect((await blockingViolations(page)).join('\n')).toMatch(/^critical image-alt ×1/m);
  });

  it('the shell on the workplace', async () => {
    const { page } = shell;
    expect(await settle(page)).toBe(true);
    expect(await scan('shell', page)).toEqual([]);
  });
});

/** The dark scan: list screens with tags, avatars, switches and a tree, two hand-written pages, and 新增 of the first. */
const DARK_SCREENS = ['/system/user', '/system/dict', '/system/menu', '/monitor/cache', '/monitor/server'];

describe('accessibility in the dark theme (axe-core: no critical or serious violation)', () => {
  let dark: ShellPage;
  beforeAll(async () => {
    dark = await session.shell();
    await dark.page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ darkMode: true })));
    await dark.page.reload();
    await dark.page.getByTestId('layout-header').waitFor();
  });

  it('the shell on the workplace, dark', async () => {
    const { page } = dark;
    // The page really is dark: the tab bar (layout.css) follows antd's dark tokens.
    const tabBar = () => page.evaluate(() => getComputedStyle(document.querySelector('.page-tabs')!).backgroundColor);
    expect(await tabBar()).not.toBe('rgb(255, 255, 255)');
    expect(await settle(page)).toBe(true);
    expect(await scan('dark shell', page)).toEqual([]);
  });

  it.each(DARK_SCREENS)('%s, dark', async (path) => {
    const { page } = dark;
    const leaf = leaves.find((item) => item.path === path);
    if (!leaf) throw new Error(`${path} is not in the admin's menu`);
    await openLeaf(page, leaf);
    expect(await settle(page), `${path} settles`).toBe(true);
    const found = await scan(`dark ${path}`, page, PANE);
    const inForm =
      path === DARK_SCREENS[0]
        ? await scanForm(`dark ${path}`, page, screenPage(page).button('新增', activePane(page)))
        : [];
    await closeActiveTab(page, leaf);
    expect({ page: found, form: inForm }).toEqual({ page: [], form: [] });
  });
});
