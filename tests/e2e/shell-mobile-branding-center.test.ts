// The header's overflow menu at phone width, the configured branding on the browser tab, and the
// personal centre's forms, in Chromium against the real server.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import type { ShellPage } from './support/shell';

const baseURL = inject('baseURL');
/** A 1×1 PNG, made here so the favicon and the avatar upload need no fixture file. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
let shell: ShellPage;
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

/** The open dropdown (antd keeps closed ones in the page, hidden). */
const openDropdown = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

describe('header overflow menu at 375 px', () => {
  it('reaches 客服上线/下线, the toolkit and fullscreen through the more menu', async () => {
    shell = await session.shell({ width: 375 });
    const { page, context } = shell;
    expect(await page.getByTestId('service-status').count()).toBe(0);
    await page.getByTestId('header-more').click();
    await openDropdown(page).getByText('客服上线').click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'chatOnlie')).toBe(true);
    // The item now offers the way back, as the wide-screen button does.
    await page.getByTestId('header-more').click();
    await openDropdown(page).getByText('客服下线').click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'chatOnlie')).toBe(false);

    await page.getByTestId('header-more').click();
    const link = openDropdown(page).getByTestId('more-toolkit-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    const popup = context.waitForEvent('page');
    await link.click();
    // Back to the shell: a background tab may not go fullscreen.
    await (await popup).close();
    await page.bringToFront();

    await page.getByTestId('header-more').click();
    await openDropdown(page).getByText('全屏', { exact: true }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNoPageErrors(shell.errors);
  });
});

describe('branding on the browser tab', () => {
  // A stored picture address is http(s) or a site path (server/lib/stored-url.ts): a data: URL is refused.
  const icon = '/e2e-branding-icon.png';

  afterEach(async () => {
    await expectStatus(admin.call('POST', 'api/basicConfig/saveChat', { systemTitle: '' }), 200);
    await expectStatus(admin.call('POST', 'api/basicConfig/savePic', { systemIcon: '' }), 200);
  });

  it('uses systemTitle as the title suffix and systemIcon as the favicon', async () => {
    await expectStatus(admin.call('POST', 'api/basicConfig/saveChat', { systemTitle: 'E2E 标题' }), 200);
    await expectStatus(admin.call('POST', 'api/basicConfig/savePic', { systemIcon: icon }), 200);
    // A fresh context: the branding is read once per browser session.
    shell = await session.shell();
    const { page } = shell;
    await expect.poll(() => page.title()).toMatch(/^工作台 - E2E 标题$/);
    // The one icon link now points at the configured picture (two links would leave the choice to the browser).
    expect(await page.locator('link[rel="icon"]').count()).toBe(1);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(icon);
    // The suffix follows navigation, which rewrites the page part of the title.
    await page.goto('/user/center');
    await expect.poll(() => page.title()).toMatch(/ - E2E 标题$/);
    expectNoPageErrors(shell.errors);
  });

  it('falls back to the product name without a systemTitle or systemIcon', async () => {
    shell = await session.shell();
    const { page } = shell;
    await expect.poll(() => page.title()).toBe('工作台 - 后台管理系统');
    // The product's own icon, declared inline: without one, Chromium asks the server for
    // /favicon.ico on every navigation and gets index.html (Playwright does not report those
    // requests, so the declaration is what is checked).
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    expectNoPageErrors(shell.errors);
  });
});

describe('personal centre', () => {
  it('saves the nickname and shows it in the header', async () => {
    shell = await session.shell({ path: '/user/center' });
    const { page } = shell;
    const original = await page.getByTestId('layout-nickname').textContent();
    try {
      const form = page.getByTestId('profile-form');
      await form.getByLabel('昵称').fill('E2E 昵称');
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await expect.poll(() => page.getByTestId('layout-nickname').textContent()).toBe('E2E 昵称');
      expectNoPageErrors(shell.errors);
    } finally {
      await expectStatus(admin.call('PUT', 'api/sysUser/center', { nickName: original }), 200);
    }
  });

  it('uploads an avatar and the header shows it', async () => {
    shell = await session.shell({ path: '/user/center' });
    const { page } = shell;
    const headerAvatar = page.getByTestId('user-dropdown').locator('img');
    const before = (await headerAvatar.count()) ? await headerAvatar.getAttribute('src') : null;
    const png = Buffer.from(PNG_BASE64, 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await page.getByText('头像已更新').waitFor();
    await expect.poll(() => headerAvatar.getAttribute('src')).not.toBe(before);
    expect(await headerAvatar.getAttribute('src')).toBeTruthy();
    expect(await page.getByTestId('center-avatar').locator('img').getAttribute('src')).toBe(
      await headerAvatar.getAttribute('src'),
    );
    expectNoPageErrors(shell.errors);
  });

  it('checks the update-email form before sending anything', async () => {
    shell = await session.shell({ path: '/user/center' });
    const { page } = shell;
    await page.getByRole('tab', { name: '修改邮箱' }).click();
    const form = page.getByTestId('email-form');
    await form.getByRole('button', { name: '确认修改' }).click();
    for (const text of ['请输入新邮箱', '请输入验证码', '请输入旧密码']) await form.getByText(text).waitFor();
    await form.getByLabel('新邮箱').fill('not-an-address');
    await form.getByLabel('新邮箱').blur();
    await form.getByText('邮箱格式不正确').waitFor();
    expectNoPageErrors(shell.errors);
  });
});
