// Every header tool of the layout shell, the side menu and the language switch, in Chromium.
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';
import type { ShellPage } from './support/shell';

let shell: ShellPage;

const session = setupBrowser();

describe('layout shell header', () => {
  it('shows the server menu, navigates with it and goes home from the logo', async () => {
    shell = await session.shell();
    const { page } = shell;
    const menu = page.getByTestId('side-menu');
    await menu.getByText('系统管理').click();
    await menu.getByText('用户管理').click();
    await page.waitForURL('**/system/user');
    await page.getByTestId('logo').click();
    await page.waitForURL('**/dashboard/workplace');
    // Collapsing keeps the icons only.
    await page.getByTestId('menu-trigger').click();
    await expect
      .poll(() => page.getByTestId('layout-sider').evaluate((node) => node.getBoundingClientRect().width))
      .toBeLessThan(100);
    expectNoPageErrors(shell.errors);
  });

  it('switches customer service online and offline with the chatOnlie cookie', async () => {
    shell = await session.shell();
    const { page, context } = shell;
    const button = page.getByTestId('service-status');
    await expect.poll(() => button.textContent()).toContain('客服上线');
    await button.click();
    await expect.poll(() => button.textContent()).toContain('客服下线');
    expect((await context.cookies()).find((cookie) => cookie.name === 'chatOnlie')?.expires).toBeGreaterThan(
      Date.now() / 1000 + 23 * 3600,
    );
    await page.reload();
    await expect.poll(() => page.getByTestId('service-status').textContent()).toContain('客服下线');
    await page.getByTestId('service-status').click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'chatOnlie')).toBe(false);
    expectNoPageErrors(shell.errors);
  });

  // The site/language selector lists real sites, so news-sites.test.ts covers it with a site it creates.
  it('links the toolkit in a new tab and opens the chat from the bell', async () => {
    shell = await session.shell();
    const { page } = shell;
    const link = page.getByTestId('toolkit-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    await page.getByTestId('chat-bell').click();
    await page.waitForURL('**/customer/chat/imchat');
    expectNoPageErrors(shell.errors);
  });

  it('toggles fullscreen, and says so where the browser cannot', async () => {
    shell = await session.shell();
    const { page } = shell;
    await page.getByTestId('fullscreen-toggle').click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.getByTestId('fullscreen-toggle').click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
    await page.evaluate(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
    await page.getByTestId('fullscreen-toggle').click();
    await page.getByText('您的浏览器不支持全屏模式').waitFor();
    expectNoPageErrors(shell.errors);
  });

  it('switches the interface language: texts, menus, tabs and antd follow', async () => {
    shell = await session.shell();
    const { page } = shell;
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByTestId('side-menu').getByText('System', { exact: true }).waitFor();
    await page.locator('[data-tab-key="/dashboard/workplace"]').getByText('Workplace').waitFor();
    await page.getByTestId('service-status').getByText('Go online').waitFor();
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    // antd's own texts: the confirm's buttons.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page.getByTestId('side-menu').getByText('系統管理').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_TW');
    expectNoPageErrors(shell.errors);
  });

  it('shows notices, letters and todos in a 330 px popover with see-more links', async () => {
    shell = await session.shell();
    const { page } = shell;
    await page.getByTestId('notice-bell').click();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await popover.getByTestId('notice-popover').waitFor();
    // Polled: the popover zooms in from a smaller size.
    await expect.poll(() => popover.evaluate((node) => Math.round(node.getBoundingClientRect().width))).toBe(330);
    await popover.getByRole('tab', { name: /待办/ }).click();
    for (const label of ['未开始', '即将到期', '进行中']) await popover.getByText(label, { exact: true }).waitFor();
    await popover.getByTestId('see-more-todo').click();
    await page.waitForURL('**/user/message?type=todo');
    await page.getByTestId('message-page').getByText('即将到期').waitFor();
    expectNoPageErrors(shell.errors);
  });

  it('opens the personal centre from the user menu and logs out after a confirm', async () => {
    shell = await session.shell();
    const { page } = shell;
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL('**/user/center');
    await page.getByTestId('profile-form').waitFor();
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByText('确定注销并退出系统吗？').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.waitForURL('**/login');
    expectNoPageErrors(shell.errors);
  });

  it('puts the menu in a drawer at 375 px', async () => {
    shell = await session.shell({ width: 375 });
    const { page } = shell;
    expect(await page.getByTestId('layout-sider').count()).toBe(0);
    await page.getByTestId('menu-trigger').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.getByText('系统管理').click();
    await drawer.getByText('用户管理').click();
    await page.waitForURL('**/system/user');
    // With its rows the table is wider than the phone: it scrolls in its own box, not the page.
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(
      await page
        .locator('.ant-table-wrapper')
        .evaluate((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth),
    ).toBe(true);
    expectNoPageErrors(shell.errors);
  });
});
