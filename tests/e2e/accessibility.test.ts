// axe-core (support/axe.ts) over /login, the shell, every menu item the server gives
// the admin and each screen's add dialog (its edit dialog where it has no add), in one logged-in
// page. A critical or serious violation anywhere fails the test; each page's findings are printed.
// The dark theme is scanned on the shell, a few representative screens and one add dialog.
// The shell (header, side menu, tabs) is scanned whole once, on the workplace; each menu item then
// scans only its own page, as the shell around it is the same.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { MenuItem } from '../../src/stores/menus';
import { apiLogin } from './support/admin-api';
import { blockingViolations } from './support/axe';
import { menuLeaves } from './support/menu-tree';
import { activePane, closeActiveTab, openLeaf, settle } from './support/menu-walk';
import { screenPage } from './support/screen-page';
import type { ShellPage } from './support/shell';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const admin = await apiLogin(baseURL);
const leaves = menuLeaves((await admin.call<MenuItem[]>('GET', 'api/sysMenu/build')).body);

const PANE = '[data-keep-alive]:not([hidden])';
/** The open dialog or drawer (antd keeps closed ones in the page, hidden). */
const DIALOG = '.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open';

/** Scans and prints what it found, so a run's output lists every page's findings. */
async function scan(name: string, page: Page, within?: string): Promise<string[]> {
  const found = await blockingViolations(page, within);
  console.log(`axe ${name}: ${found.length ? `\n  ${found.join('\n  ')}` : 'none'}`);
  return found;
}

/** The button that opens the screen's form: 新增 in the toolbar, else the first row's 编辑. */
async function formOpener(pane: Locator): Promise<Locator | undefined> {
  const view = screenPage(pane.page());
  for (const candidate of [view.button('新增', pane), view.button('编辑', pane.locator('.ant-table-row').first())]) {
    const first = candidate.first();
    if ((await first.count()) && (await first.isVisible()) && (await first.isEnabled())) return first;
  }
  return undefined;
}

const session = setupBrowser();
let shell: ShellPage;
/** Set while an item is checked; still set at the next one when a check failed halfway (a dialog open). */
let dirty = false;

/** A 1×1 PNG: with an avatar set, the header, the workplace and the users list show images axe checks for alt text. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  const upload = await fetch(`${baseURL}/prod-api/api/users/updateAvatar`, {
    method: 'POST',
    headers: { Authorization: admin.token, 'content-type': 'image/png' },
    body: PNG,
  });
  if (!upload.ok) throw new Error(`the avatar upload failed: ${upload.status} ${await upload.text()}`);
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

  it.each(leaves.map((leaf) => [leaf.path, leaf] as const))('%s and its form', async (_path, leaf) => {
    const { page } = shell;
    if (dirty) await page.goto('/dashboard/workplace');
    dirty = true;
    await openLeaf(page, leaf);
    expect(await settle(page), `${leaf.path} settles`).toBe(true);
    const found = await scan(leaf.path, page, PANE);
    const opener = await formOpener(activePane(page));
    let inForm: string[] = [];
    if (opener) {
      await opener.click();
      const dialog = page.locator(DIALOG).last();
      await dialog.waitFor();
      await settle(page);
      inForm = await scan(`${leaf.path} form`, page, DIALOG);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await closeActiveTab(page, leaf);
    dirty = false;
    expect({ page: found, form: inForm }).toEqual({ page: [], form: [] });
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
    let inForm: string[] = [];
    if (path === DARK_SCREENS[0]) {
      await screenPage(page).button('新增', activePane(page)).click();
      const dialog = page.locator(DIALOG).last();
      await dialog.waitFor();
      await settle(page);
      inForm = await scan(`dark ${path} form`, page, DIALOG);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await closeActiveTab(page, leaf);
    expect({ page: found, form: inForm }).toEqual({ page: [], form: [] });
  });
});
