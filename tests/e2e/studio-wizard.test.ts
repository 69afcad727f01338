// 新建页面 in Chromium against the real server: an author holding the studio, menu:add and
// role:edit (not the admin) makes a suppliers screen with the wizard; it opens at once under 系统工具
// with its labels, and rows are added, edited, searched and exported, with no file, build or
// restart. The same page in English shows the English labels.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createRole, createUser, menusGranting, storedMenus } from './support/admin-api';
import { openPage } from './support/browser';
import { expectNoPageErrors } from './support/login';
import { activePane } from './support/menu-walk';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const screenId = `e2e/sup${tag}`;
const username = `author_${tag}`;
const password = 'Author-1pass';
const session = setupBrowser();

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  const menus = await storedMenus(admin);
  // The author's buttons, the pages and folders above them, and the folder the screen goes in.
  const tools = menus.find((menu) => menu.type === 0 && menu.name === 'Tools')!;
  const menuIds = [
    tools.id,
    ...menusGranting(menus, ['studio:list', 'studio:edit', 'studio:publish', 'menu:add', 'role:edit']),
  ];
  const roleId = await createRole(admin, { name: `screen-author-${tag}`, code: `screenAuthor${tag}`, menuIds });
  await createUser(admin, baseURL, { username, password, roleIds: [roleId] });
});

async function authorPage(path: string, language = 'zh_CN') {
  const { token } = await apiLogin(baseURL, username, password);
  const opened = await openPage(session.browser, baseURL, 'zh-CN', token);
  await opened.page.goto(path);
  if (language !== 'zh_CN') {
    await opened.page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    await opened.page.reload();
  }
  await opened.page.getByTestId('layout-header').waitFor();
  return opened;
}

/** Picks an option of the antd Select labelled `label` inside `scope` by typing and choosing it. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(option, { exact: true })
    .click();
}

describe('新建页面', () => {
  it('makes a working screen in one step: in the menu with its labels, rows added, edited, searched and exported', async () => {
    const { context, page, errors } = await authorPage('/system/studio');
    try {
      await page.getByRole('button', { name: '新建页面' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('页面标识', { exact: true }).fill(screenId);
      await choose(page, '菜单目录', '系统工具');
      await dialog.getByLabel('页面名称（简体中文）').fill(`供应商${tag}`);
      await dialog.getByLabel('页面名称（繁體中文）').fill(`供應商${tag}`);
      await dialog.getByLabel('页面名称（English）').fill(`Suppliers ${tag}`);
      await dialog.getByLabel('字段名 1', { exact: true }).fill('name');
      await dialog.getByLabel('字段 1 标题（简体中文）').fill('供应商名称');
      await dialog.getByLabel('字段 1 标题（繁體中文）').fill('供應商名稱');
      await dialog.getByLabel('字段 1 标题（English）').fill('Supplier name');
      await dialog.getByRole('button', { name: '添加字段' }).click();
      await dialog.getByLabel('字段名 2', { exact: true }).fill('city');
      await dialog.getByLabel('字段 2 标题（简体中文）').fill('城市');
      await dialog.getByLabel('字段 2 标题（繁體中文）').fill('城市');
      await dialog.getByLabel('字段 2 标题（English）').fill('City');
      // The author's own role is picked already: they will see the screen.
      await expect.poll(() => dialog.getByText(`screen-author-${tag}`).count()).toBe(1);
      await dialog.getByRole('button', { name: /创\s?建/ }).click();

      await page.waitForURL(`**/tools/sup${tag}`);
      // The new item is in the side menu, in its folder.
      const menu = page.getByTestId('side-menu');
      await menu.getByText('系统工具', { exact: true }).click();
      await menu.getByText(`供应商${tag}`, { exact: true }).waitFor();
      const view = screenPage(page);
      await page.getByRole('columnheader', { name: '供应商名称' }).waitFor();

      for (const [name, city] of [
        [`ACME ${tag}`, '上海'],
        [`Beta ${tag}`, '北京'],
      ]) {
        await view.button('新增').click();
        await view.field('供应商名称').fill(name!);
        await view.field('城市').fill(city!);
        await view.button('确定', view.dialog).click();
        await view.row(name!).waitFor();
      }
      await view
        .row(`Beta ${tag}`)
        .getByRole('button', { name: /编\s?辑/ })
        .click();
      await view.field('城市').fill('广州');
      await view.button('确定', view.dialog).click();
      await view.row('广州').waitFor();

      await view.searchField('供应商名称').fill(`ACME ${tag}`);
      await view.button('搜索').click();
      // The studio list stays open in its own tab: only this page's rows count.
      const rows = activePane(page).locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain('上海');

      await page.getByRole('button', { name: /导\s?出/ }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
      const link = page.getByRole('link', { name: /下载 .*\.csv/ });
      await link.waitFor({ timeout: 60_000 });
      expect(await link.textContent()).toContain('1 行');
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('shows the screen’s English labels in an English interface', async () => {
    const { context, page, errors } = await authorPage(`/tools/sup${tag}`, 'en');
    try {
      await page.locator('.ant-layout-sider').getByText(`Suppliers ${tag}`, { exact: true }).waitFor();
      await page.getByRole('columnheader', { name: 'Supplier name' }).waitFor();
      await page.getByRole('columnheader', { name: 'City' }).waitFor();
      expectNoPageErrors(errors);
    } finally {
      await context.close();
    }
  });
});
