// The official-account menu editor in Chromium, on a server of this file's own whose WeChat API is
// a local stand-in (no network): build a menu in the phone preview, move items with the keyboard,
// save and see it after a reload, the server's message for a bad URL, publish (unconfigured, then
// configured) behind a confirmation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wechatConfigBody } from '../server/stand-ins/wechat';
import { expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import { setupWechatServer } from './support/wechat-server';

const session = setupBrowser();
const setup = setupWechatServer();

interface Saved {
  buttons: {
    name: string;
    type?: string;
    key?: string;
    url?: string;
    sub_button?: { name: string; type?: string; url?: string }[];
  }[];
}
const savedMenu = async () => (await expectStatus(setup.admin.call<Saved>('GET', 'api/wxMenu'), 200)).buttons;

const preview = (page: Page) => page.getByTestId('wxmenu-preview');
const form = (page: Page) => page.getByTestId('wxmenu-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const status = (page: Page) => page.getByTestId('wxmenu-status');
const barNames = (page: Page) => preview(page).locator('.wxmenu-bar > .wxmenu-column > .wxmenu-item').allInnerTexts();
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });

describe('official-account menu editor', () => {
  it('builds, reorders, saves and reloads a menu; shows the server message for a bad URL', async () => {
    const shell = await session.shell({ path: '/wechat/menu', baseURL: setup.server.baseURL });
    const { page } = shell;
    await preview(page).getByText('还没有菜单').waitFor();
    await expect.poll(() => status(page).innerText()).toBe('已保存');

    // First button: a click button.
    await preview(page).getByRole('button', { name: '添加菜单' }).click();
    await expect.poll(() => field(page, '菜单名称').inputValue()).toBe('新菜单');
    await field(page, '菜单名称').fill('今日歌曲');
    await field(page, '菜单 key').fill('V1001_TODAY');
    await expect.poll(() => status(page).innerText()).toBe('有未保存的修改');
    // A name over 16 bytes is flagged before saving.
    await field(page, '菜单名称').fill('一二三四五六');
    await form(page).getByText('名称不能超过 16 个字节').waitFor();
    await field(page, '菜单名称').fill('今日歌曲');

    // Second button with a web sub-button.
    await preview(page).getByRole('button', { name: '添加菜单' }).click();
    await field(page, '菜单名称').fill('菜单');
    await preview(page).getByRole('button', { name: '添加子菜单' }).click();
    await field(page, '菜单名称').fill('搜索');
    await form(page).getByText('网页', { exact: true }).click();
    await field(page, '网页地址').fill('https://www.example.com/search');
    await expect.poll(() => barNames(page)).toEqual(['今日歌曲', '菜单', '']);

    // Reorder with the keyboard: the chosen button moves right and back left.
    await preview(page).getByRole('button', { name: '今日歌曲' }).click();
    await button(page, '右移').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => barNames(page)).toEqual(['菜单', '今日歌曲', '']);
    await button(page, '左移').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => barNames(page)).toEqual(['今日歌曲', '菜单', '']);

    await button(page, /保\s*存/).click();
    await page.locator('.ant-message').getByText('菜单已保存').waitFor();
    await expect.poll(() => status(page).innerText()).toBe('已保存');
    const expected = [
      { name: '今日歌曲', type: 'click', key: 'V1001_TODAY' },
      { name: '菜单', sub_button: [{ name: '搜索', type: 'view', url: 'https://www.example.com/search' }] },
    ];
    expect(await savedMenu()).toEqual(expected);

    await page.reload();
    await expect.poll(() => barNames(page)).toEqual(['今日歌曲', '菜单', '']);
    await preview(page).getByRole('button', { name: '菜单', exact: true }).click();
    await preview(page).getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => field(page, '网页地址').inputValue()).toBe('https://www.example.com/search');

    // A bad URL: flagged in the form, and the server's translated 400 shown on save; nothing saved.
    await field(page, '网页地址').fill('javascript:alert(1)');
    await form(page).getByText('请输入以 http:// 或 https:// 开头的网址').waitFor();
    await button(page, /保\s*存/).click();
    await page.getByTestId('wxmenu-problem').getByText('“菜单 / 搜索”是网页菜单，需要 http(s) 开头的网址').waitFor();
    expect(await savedMenu()).toEqual(expected);
    await expect.poll(() => status(page).innerText()).toBe('有未保存的修改');
    await button(page, /放弃修改/).click();
    await expect.poll(() => status(page).innerText()).toBe('已保存');
    expectNoPageErrors(shell.errors);
  });

  it('publishes after a confirmation: a clear message while unconfigured, then the menu reaches WeChat', async () => {
    const shell = await session.shell({ path: '/wechat/menu', baseURL: setup.server.baseURL });
    const { page } = shell;
    await expect.poll(() => barNames(page)).toEqual(['今日歌曲', '菜单', '']);
    const publish = async () => {
      await button(page, /发\s*布/).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.ant-modal-confirm-title', { hasText: '发布到微信？' }).waitFor();
      await dialog.getByRole('button', { name: /发\s*布/ }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await publish();
    const problem = page.getByTestId('wxmenu-problem').getByText(/^请先在“.+”中启用一个配置（AppID 和 AppSecret）$/);
    await problem.waitFor();
    expect(setup.wechat.state.menus).toEqual([]);
    // The place it names is in the side menu, and holds the AppSecret.
    const [group, item] = /“(.+)”/.exec(await problem.innerText())![1]!.split(' → ');
    const side = page.getByTestId('side-menu');
    await side.locator('.ant-menu-submenu-title').filter({ hasText: group! }).click();
    await side.getByText(item!, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/wechat/config/wxapp');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await page.getByRole('dialog').getByText('AppSecret', { exact: true }).waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s?消/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.goto('/wechat/menu');

    await expectStatus(setup.admin.call('POST', 'api/wxConfig/wxapp', wechatConfigBody('E2E account')), 201);
    await publish();
    await page.locator('.ant-message').getByText('菜单已发布').waitFor();
    await expect.poll(() => page.getByTestId('wxmenu-problem').count()).toBe(0);
    expect(setup.wechat.state.menus).toEqual([await savedMenu()]);
    expectNoPageErrors(shell.errors);
  });
});
