// Tenants as a product, in Chromium against the real server: the platform's operator creates a
// tenant with a package on the tenants screen; its admin logs in and sees only the package's menus,
// adds users up to the limit and is refused past it with the server's message; the package is
// narrowed and the admin's open page loses the menus at once, without a reload; the tenant is
// disabled, its session ends and the login page says why. A tenant is edited without its admin
// fields and deleted only once its name is typed (no batch delete).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, encryptForServer, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors, fillLogin, loginForm } from './support/login';
import { loginAs, screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const tenantName = `Acme ${tag}`;
const adminName = `acme_${tag}`;
const adminPassword = 'AcmePass1';
const session = setupBrowser();
let platform: ApiSession;

type Node = { id: number; name?: string; permission?: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** The platform's menus of the user screen (and of the news screen when asked), with their buttons;
 * the user form also lists roles and departments, so their list buttons come along (not their screens). */
async function packageMenus(withNews: boolean): Promise<number[]> {
  const { content } = await expectStatus(platform.call<{ content: Node[] }>('GET', 'api/sysMenu/tree'), 200);
  const screens = new Set(['System', 'SystemUser', ...(withNews ? ['News', 'NewsNews'] : [])]);
  const buttons = new Set([
    'user:list',
    'user:add',
    'user:edit',
    'role:list',
    'dept:list',
    ...(withNews ? ['news:list'] : []),
  ]);
  return flatten(content)
    .filter((node) => screens.has(node.name ?? '') || buttons.has(node.permission ?? ''))
    .map((node) => node.id);
}

const topMenus = (page: Page) =>
  page.getByTestId('side-menu').locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title');

let packageId: number;
beforeAll(async () => {
  platform = await apiLogin(baseURL);
  ({ id: packageId } = await expectStatus(
    platform.call<{ id: number }>('POST', 'api/tenantPackage', {
      name: `Basic ${tag}`,
      menuIds: await packageMenus(true),
    }),
    201,
  ));
});

describe('a tenant made by the platform', () => {
  it(
    'is created on the tenants screen, and its admin works within its package and limits until disabled',
    { timeout: 240_000 },
    async () => {
      // The platform operator creates the tenant.
      const { page, view, errors } = await session.screen('/platform/tenant');
      await view.button('新增').click();
      await view.dialog.waitFor();
      await view.field('租户名称').fill(tenantName);
      const packagePicker = view.dialog.getByRole('combobox', { name: '租户套餐', exact: true });
      await packagePicker.click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-title', {
          hasText: `Basic ${tag}`,
        })
        .click();
      await view.field('用户数上限').fill('2');
      await view.field('管理员账号').fill(adminName);
      await view.field('管理员密码').fill(adminPassword);
      await view.button('确定', view.dialog).click();
      // Seeding a tenant (dictionaries, a site in three languages, roles) takes a while on a loaded machine.
      await view.dialog.waitFor({ state: 'hidden', timeout: 90_000 });
      await view.row(tenantName).waitFor();
      expectNoPageErrors(errors);

      // Its admin sees only the package's areas.
      const tenant = await session.page();
      await tenant.page.goto('/login');
      await loginAs(tenant.page, adminName, adminPassword);
      await topMenus(tenant.page).first().waitFor();
      await expect.poll(() => topMenus(tenant.page).allInnerTexts()).toEqual(['系统管理', '网站管理']);

      // Users up to the limit (the admin and one more), then the server's refusal.
      await tenant.page.goto('/system/user');
      const users = screenPage(tenant.page);
      const addUser = async (username: string) => {
        await users.button('新增').click();
        await users.dialog.waitFor();
        await users.field('用户名').fill(username);
        await users.field('昵称').fill(username);
        await users.field('密码').fill('UserPass1');
        await users.field('确认密码').fill('UserPass1');
        await users.button('确定', users.dialog).click();
      };
      await users.row(adminName).waitFor();
      await addUser(`one_${tag}`);
      await users.dialog.waitFor({ state: 'hidden' });
      await users.row(`one_${tag}`).waitFor();
      await addUser(`two_${tag}`);
      await tenant.page.getByText('用户数已达本租户的上限 2，请联系平台升级').waitFor();
      await users.button('取消', users.dialog).click();

      // The package narrows while the admin has the news list open. Without a reload, the next
      // answer (the user list the side menu opens) carries the tenant's new access version: the news
      // area leaves the side menu, and its page, still in the tabs, gives way to the no-permission page.
      await tenant.page.goto('/news/news');
      await tenant.page.locator('[data-tab-key="/news/news"]').waitFor();
      await topMenus(tenant.page).first().waitFor();
      // The news page's own calls answer before the package narrows: the first answer to carry the
      // new access version is the user list's, not a late one that rebuilds the menu mid-click.
      await tenant.page.waitForLoadState('networkidle');
      await tenant.page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await expectStatus(
        platform.call('PUT', 'api/tenantPackage', {
          id: packageId,
          name: `Basic ${tag}`,
          menuIds: await packageMenus(false),
        }),
        200,
      );
      const sideMenu = tenant.page.getByTestId('side-menu');
      await sideMenu.getByText('系统管理', { exact: true }).click();
      await sideMenu.getByRole('menuitem', { name: '用户管理' }).click();
      await users.row(adminName).waitFor();
      await expect.poll(() => topMenus(tenant.page).allInnerTexts()).toEqual(['系统管理']);
      await tenant.page.locator('[data-tab-key="/news/news"]').click();
      await tenant.page.getByText('抱歉，您没有权限访问此页面。').waitFor();
      expect(await tenant.page.evaluate(() => 'sameDocument' in window)).toBe(true);

      // Disabled on the tenants screen: the tenant's session ends, and login says why.
      await page.reload();
      await view.row(tenantName).locator('.ant-switch').click();
      await expect
        .poll(
          async () =>
            (
              await platform.call<{ content: { name: string; enabled: boolean }[] }>(
                'GET',
                `api/tenant?blurry=${encodeURIComponent(tenantName)}`,
              )
            ).body.content[0]?.enabled,
        )
        .toBe(false);
      await tenant.page.reload();
      const expired = tenant.page.getByRole('dialog');
      await expired.getByText('登录状态已过期, 请退出重新登录!').waitFor();
      await expired.getByRole('button', { name: '重新登录' }).click();
      await tenant.page.waitForURL((url) => url.pathname.startsWith('/login'));
      await tenant.page.getByTestId('captcha-img').waitFor();
      await fillLogin(tenant.page, { username: adminName, password: adminPassword, code: 'abcd' });
      await loginForm(tenant.page).submit.click();
      await tenant.page.getByText('您所在的租户已停用，请联系平台').waitFor();
      expectNoPageErrors(tenant.errors);
    },
  );

  it('edits without the admin fields, and deletes a tenant only once its name is typed', async () => {
    const doomed = `Doomed ${tag}`;
    await expectStatus(
      platform.call('POST', 'api/tenant', {
        name: doomed,
        packageId,
        adminUsername: `doomed_${tag}`,
        adminPassword: await encryptForServer(baseURL, 'DoomedPass1'),
      }),
      201,
    );
    const { view, errors } = await session.screen('/platform/tenant');
    const row = view.row(doomed);
    await row.waitFor();
    // Rows go only by their typed name: no batch delete (the server refuses the plain one), no row checkboxes.
    await view.button('新增').waitFor();
    expect(await view.button('批量删除').count()).toBe(0);
    expect(await row.locator('.ant-checkbox').count()).toBe(0);

    // The first admin's account is set once, on create: editing does not offer it.
    await view.button('编辑', row).click();
    await view.dialog.waitFor();
    await expect.poll(() => view.field('租户名称').inputValue()).toBe(doomed);
    expect(await view.dialog.getByLabel('管理员账号', { exact: true }).count()).toBe(0);
    await view.button('取消', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });

    // Delete asks for the name: its button stays disabled until the name is typed exactly.
    await view.button('删除', row).click();
    await view.dialog.waitFor();
    const confirm = view.button('删除', view.dialog);
    await view.dialog.getByLabel('名称').fill(`${doomed}x`);
    expect(await confirm.isDisabled()).toBe(true);
    await view.dialog.getByLabel('名称').fill(doomed);
    await confirm.click();
    await view.dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    const left = await platform.call<{ content: unknown[] }>('GET', `api/tenant?blurry=${encodeURIComponent(doomed)}`);
    expect(left.body.content).toEqual([]);
    expectNoPageErrors(errors);
  });
});

describe('acting as a tenant', () => {
  it(
    'opens the tenant behind a banner, confined to it, and the tenant’s log names the operator',
    { timeout: 240_000 },
    async () => {
      const name = `Acted ${tag}`;
      const username = `acted_${tag}`;
      const { content } = await expectStatus(platform.call<{ content: Node[] }>('GET', 'api/sysMenu/tree'), 200);
      const logs = /^(user|loginLog):/;
      const menuIds = flatten(content)
        .filter(
          (node) =>
            node.name === 'System' ||
            logs.test(node.permission ?? '') ||
            (node.children ?? []).some((child) => logs.test(child.permission ?? '')),
        )
        .map((node) => node.id);
      const logPackage = await expectStatus(
        platform.call<{ id: number }>('POST', 'api/tenantPackage', { name: `Logs ${tag}`, menuIds }),
        201,
      );
      await expectStatus(
        platform.call('POST', 'api/tenant', {
          name,
          packageId: logPackage.id,
          adminUsername: username,
          adminPassword: await encryptForServer(baseURL, 'ActedPass1'),
        }),
        201,
      );
      const { page, view, errors } = await session.screen('/platform/tenant');
      const row = view.row(name);
      await row.waitFor();
      await view.button('代为登录', row).click();
      await view.button('确定', page.locator('.ant-modal-confirm')).click();

      // The tenant's back-office, marked as such, without the platform's area.
      const banner = page.getByTestId('act-as-banner');
      await banner.getByText(`您正以平台身份代为登录租户「${name}」`, { exact: false }).waitFor();
      await topMenus(page).first().waitFor();
      expect(await topMenus(page).allInnerTexts()).toEqual(['系统管理']);

      // The tenant's own login log names the platform's operator.
      await page.goto('/system/loginLog');
      const log = screenPage(page);
      await log.row('平台用户 admin 开始代为登录').waitFor();
      await banner.waitFor();

      // Ending it returns to the operator's tenants screen; the end is in the tenant's log too.
      await banner.getByRole('button', { name: '结束代为登录' }).click();
      await page.waitForURL((url) => url.pathname === '/platform/tenant');
      await view.row(name).waitFor();
      expect(await banner.count()).toBe(0);
      const tenantAdmin = await apiLogin(baseURL, username, 'ActedPass1');
      const entries = await expectStatus(
        tenantAdmin.call<{ content: { username: string; message: string }[] }>('GET', 'api/loginLog'),
        200,
      );
      expect(entries.content.map((entry) => entry.message)).toContain('平台用户 admin 结束代为登录');
      expectNoPageErrors(errors);
    },
  );
});
