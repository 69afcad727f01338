// Keyboard alone, as an operator without a mouse: logging in, every header tool reached with Tab
// and used with Enter (Escape closing what it opened), the page tabs switched and closed with the
// arrow keys, a table row's edit dialog and delete confirmation opened, walked and closed, the
// focus back on the button that opened each dialog or confirmation as it closes; a tab's context
// menu opened, walked and run from the keyboard.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './support/server';
import { loginForm } from './support/login';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();

const hasFocus = (target: Locator) =>
  target.evaluate((node) => node === document.activeElement || node.contains(document.activeElement));

/** Presses Tab until `target` (or something inside it) has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${String(target)} within ${max} presses`);
}

/** Two animation frames: React has run the effects of what the last render showed. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

const openDropdown = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/**
 * The confirmation just opened from the keyboard: the focus on its 取消, Tab reaching 确定 (left
 * there). Returns the confirmation, for the caller to close it its own way.
 */
async function openedConfirm(page: Page): Promise<Locator> {
  const view = screenPage(page);
  const confirm = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await confirm.waitFor();
  await expect.poll(() => hasFocus(view.button('取消', confirm))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await hasFocus(view.button('确定', confirm))).toBe(true);
  return confirm;
}

async function logInWithKeys(page: Page): Promise<void> {
  await page.goto(`/login?from=${encodeURIComponent('/system/dept')}`);
  await page.getByTestId('captcha-img').waitFor();
  const form = loginForm(page);
  for (const [field, value] of [
    [form.username, 'admin'],
    [form.password, ADMIN_PASSWORD],
    [form.code, 'abcd'],
  ] as const) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/system/dept');
  await page.locator('.ant-table-row').first().waitFor();
}

describe('keyboard alone', () => {
  it('reaches and uses every header tool, the page tabs, row actions and dialogs', async () => {
    const { page, errors } = await session.page();
    await logInWithKeys(page);
    const tool = (id: string) => page.getByTestId(id);

    // The side menu folds and unfolds.
    await tabTo(page, tool('menu-trigger'));
    await page.keyboard.press('Enter');
    await page.locator('.ant-layout-sider-collapsed').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.ant-layout-sider-collapsed').waitFor({ state: 'detached' });

    // The service goes online and back offline.
    await tabTo(page, tool('service-status'));
    const offlineLabel = await tool('service-status').innerText();
    await page.keyboard.press('Enter');
    await expect.poll(() => tool('service-status').innerText()).not.toBe(offlineLabel);
    await page.keyboard.press('Enter');
    await expect.poll(() => tool('service-status').innerText()).toBe(offlineLabel);

    // The toolkit is a link (Enter follows it into a new tab); reaching it is what is asked of it here.
    await tabTo(page, tool('toolkit-link'));
    expect(await tool('toolkit-link').getAttribute('href')).toBeTruthy();
    await tabTo(page, tool('fullscreen-toggle'));

    // The language menu opens; Tab moves into it, Escape closes it and gives the focus back.
    await tabTo(page, tool('language-menu'));
    await page.keyboard.press('Enter');
    await openDropdown(page).waitFor();
    await page.keyboard.press('Escape');
    await openDropdown(page).waitFor({ state: 'hidden' });
    expect(await hasFocus(tool('language-menu'))).toBe(true);

    // The notices open and close.
    await tabTo(page, tool('notice-bell'));
    await page.keyboard.press('Enter');
    const notices = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await notices.waitFor();
    await page.keyboard.press('Enter');
    await notices.waitFor({ state: 'hidden' });

    // The theme drawer opens with the focus inside it; Escape closes it.
    await tabTo(page, tool('settings-button'));
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    await expect.poll(() => hasFocus(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // The user menu: Tab moves into it, the arrow keys pick 个人中心, Enter opens it.
    await tabTo(page, tool('user-dropdown'));
    await page.keyboard.press('Enter');
    await openDropdown(page).waitFor();
    // rc-dropdown listens for that Tab from an effect of the open: a Tab before it moves on.
    await nextFrames(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(openDropdown(page))).toBe(true);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let presses = 0; presses < 5 && !(await focusedText()).includes('个人中心'); presses += 1)
      await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toContain('个人中心');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/user/center');

    // The chat bell opens the chat page.
    await tabTo(page, tool('chat-bell'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/customer/chat/imchat');

    // Page tabs: the arrow keys move between them, Enter opens one, Delete closes one.
    // The shell's own tab bar (a page may have tabs of its own).
    const tabBar = page.getByTestId('page-tabs').locator('> .ant-tabs-nav');
    const tabs = tabBar.locator('.ant-tabs-tab');
    // antd gives a tab's close button role="tab" as well; the tab itself is its -btn.
    const activeTab = tabBar.locator('.ant-tabs-tab-active .ant-tabs-tab-btn');
    await tabTo(page, activeTab);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/user/center');
    const openTabs = await tabs.count();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Delete');
    await expect.poll(() => tabs.count()).toBe(openTabs - 1);
    await tabTo(page, activeTab);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/system/dept');

    // A row's edit dialog: opened with Enter, Tab reaches its fields, Escape closes it.
    const view = screenPage(page);
    const row = page.locator('[data-keep-alive]:not([hidden]) .ant-table-row').first();
    const edit = view.button('编辑', row);
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await view.dialog.waitFor();
    // antd moves the focus to the dialog's frame; a few Tabs from there reach its first field.
    await tabTo(page, view.dialog.locator('input').first(), 10);
    await page.keyboard.press('Escape');
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(edit)).toBe(true);

    // A row's delete confirmation: the focus on 取消 as it opens, Tab reaches 确定, 取消 closes it.
    await tabTo(page, view.button('删除', row));
    await page.keyboard.press('Enter');
    const confirm = await openedConfirm(page);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    expect(await hasFocus(view.button('删除', row))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('gives the focus back to the button that opened a dialog or a confirmation', async () => {
    const { page, errors } = await session.shell({ path: '/system/dept' });
    const view = screenPage(page);
    const pane = page.locator('[data-keep-alive]:not([hidden])');
    await pane.locator('.ant-table-row').first().waitFor();

    // 新增 closed with 取消, a row's 编辑 closed with 确定 (saved unchanged).
    const add = view.button('新增', pane);
    await add.focus();
    await page.keyboard.press('Enter');
    await view.dialog.waitFor();
    await view.button('取消', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(add)).toBe(true);
    const edit = view.button('编辑', pane.locator('.ant-table-row').first());
    await edit.focus();
    await page.keyboard.press('Enter');
    await view.dialog.waitFor();
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(edit)).toBe(true);

    // A hand-written screen's confirmation: the focus moves into it, Esc closes it and gives the focus back.
    await page.goto('/monitor/cache');
    const clear = page.locator('[data-testid^="clear-"]').first();
    await clear.focus();
    await page.keyboard.press('Enter');
    const confirm = await openedConfirm(page);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await hasFocus(clear)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("opens a tab's context menu from the keyboard, runs an item and gives the focus back", async () => {
    const { page, errors } = await session.shell({ path: '/system/dept' });
    await page.goto('/monitor/cache');
    const tabBar = page.getByTestId('page-tabs').locator('> .ant-tabs-nav');
    const tabs = tabBar.locator('.ant-tabs-tab');
    const activeTab = tabBar.locator('.ant-tabs-tab-active .ant-tabs-tab-btn');
    await expect.poll(() => activeTab.innerText()).toContain('缓存');
    const menu = openDropdown(page);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));

    // Shift+F10 opens it with the focus inside; Esc closes it and gives the focus back to the tab.
    await activeTab.focus();
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    await expect.poll(() => hasFocus(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await hasFocus(activeTab)).toBe(true);

    // The ContextMenu key opens it; the arrow keys reach 关闭当前, Enter closes the tab.
    const openTabs = await tabs.count();
    await page.keyboard.press('ContextMenu');
    await menu.waitFor();
    await expect.poll(() => hasFocus(menu)).toBe(true);
    // The menu focuses an item as it opens (a frame later): wait for it, and for each move.
    await expect.poll(() => focusedRole()).toBe('menuitem');
    for (let presses = 0; presses < 6 && (await focusedText()) !== '关闭当前'; presses += 1) {
      const before = await focusedText();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText()).not.toBe(before);
    }
    expect(await focusedText()).toBe('关闭当前');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs.count()).toBe(openTabs - 1);
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(tabBar.locator('.ant-tabs-tab-active .ant-tabs-tab-btn'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
