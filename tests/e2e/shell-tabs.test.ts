// Page tabs: every context action and the four refusal messages of spec §8, keep-alive of a
// half-filled form, reload through /redirect, and closing the active tab.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';
import { apiLogin, expectStatus } from './support/admin-api';
import { chooseSite, openTabKeys, tabAction, type ShellPage } from './support/shell';

const baseURL = inject('baseURL');
const HOME = '/dashboard/workplace';
const CENTER = '/user/center';
const NOTICES = '/user/message?type=notice';
const TODOS = '/user/message?type=todo';
let shell: ShellPage;

const session = setupBrowser();

/** Opens pages through the app (not page.goto, which would reload and lose the tabs). */
async function visit(page: Page, ...fullPaths: string[]): Promise<void> {
  for (const fullPath of fullPaths) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, fullPath);
    await page.locator(`[data-tab-key="${fullPath}"]`).waitFor();
  }
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('page tabs', () => {
  it('refuses what cannot be closed with the four messages', async () => {
    shell = await session.shell();
    const { page } = shell;
    await tabAction(page, HOME, '关闭当前');
    await page.getByText('当前页签不可关闭').waitFor();
    await tabAction(page, HOME, '关闭左侧');
    await page.getByText('左侧没有可关闭的页签').waitFor();
    await tabAction(page, HOME, '关闭右侧');
    await page.getByText('右侧没有可关闭的页签').waitFor();
    await tabAction(page, HOME, '关闭全部');
    await page.getByText('没有可关闭的页签', { exact: true }).waitFor();
    expect(await openTabKeys(page)).toEqual([HOME]);
    expectNoPageErrors(shell.errors);
  });

  it('closes left, right, others and all, keyed by full path', async () => {
    shell = await session.shell();
    const { page } = shell;
    await visit(page, CENTER, NOTICES, TODOS);
    expect(await openTabKeys(page)).toEqual([HOME, CENTER, NOTICES, TODOS]);
    await tabAction(page, NOTICES, '关闭右侧');
    // The active tab (todos) was closed: the clicked one is shown.
    await expect.poll(() => path(page)).toBe(NOTICES);
    expect(await openTabKeys(page)).toEqual([HOME, CENTER, NOTICES]);
    await tabAction(page, NOTICES, '关闭左侧');
    expect(await openTabKeys(page)).toEqual([HOME, NOTICES]);
    await visit(page, CENTER);
    await tabAction(page, CENTER, '关闭其他');
    expect(await openTabKeys(page)).toEqual([HOME, CENTER]);
    await tabAction(page, CENTER, '关闭全部');
    await expect.poll(() => path(page)).toBe(HOME);
    expect(await openTabKeys(page)).toEqual([HOME]);
    expectNoPageErrors(shell.errors);
  });

  it('goes to the previous tab when the active one closes', async () => {
    shell = await session.shell();
    const { page } = shell;
    await visit(page, CENTER, NOTICES);
    await page.locator(`[data-node-key="${NOTICES}"] .ant-tabs-tab-remove`).click();
    await expect.poll(() => path(page)).toBe(CENTER);
    await tabAction(page, CENTER, '关闭当前');
    await expect.poll(() => path(page)).toBe(HOME);
    expectNoPageErrors(shell.errors);
  });

  it('keeps a half-filled form when switching tabs, and reload shows it afresh', async () => {
    shell = await session.shell();
    const { page } = shell;
    await visit(page, CENTER);
    const nickName = page.locator('#nickName');
    await nickName.fill('半填的昵称');
    await page.locator(`[data-tab-key="${HOME}"]`).click();
    await page.getByTestId('greeting').waitFor();
    await page.locator(`[data-tab-key="${CENTER}"]`).click();
    await expect.poll(() => nickName.inputValue()).toBe('半填的昵称');
    await tabAction(page, CENTER, '重新加载');
    await expect.poll(() => page.locator('#nickName').inputValue()).toBe('管理员');
    // Reload passes through /redirect; the page is back once the path is.
    await expect.poll(() => path(page)).toBe(CENTER);
    expectNoPageErrors(shell.errors);
  });

  it('prefixes /news and /diy tab titles with the site name, except the news editors', async () => {
    const admin = await apiLogin(baseURL);
    const siteName = `Tabs ${Date.now().toString(36)}`;
    const site = await expectStatus<{ id: number }>(
      admin.call('POST', 'news/domains', {
        name: siteName,
        domain: `www.${siteName.slice(5)}.test`,
        languages: ['zh_CN'],
        color: '#13c2c2',
      }),
      201,
    );
    await expectStatus(admin.call('GET', `news/domains/initData/${site.id}`), 200);
    shell = await session.shell();
    const { page } = shell;
    await chooseSite(page, `${siteName} · 简体中文`);
    await page.getByTestId('side-menu').getByText('网站管理').click();
    await page.getByTestId('side-menu').getByText('语言管理').click();
    await page.locator('[data-tab-key="/news/language"]').getByText(`[${siteName} · 简体中文] 语言管理`).waitFor();
    await page.goto('/news/editNewsDetail/5');
    const editor = page.locator('[data-tab-key="/news/editNewsDetail/5"]');
    await editor.waitFor();
    expect(await editor.textContent()).toBe('编辑新闻');
    expectNoPageErrors(shell.errors);
  });
});
