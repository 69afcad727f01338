// The login journey of the foundation issue, in Chromium against the real server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoPageErrors, fillLogin, loginAsAdmin, loginForm, storedToken } from './support/login';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
let page: Page;
let errors: string[];

const session = setupBrowser();

async function open(url: string, server = baseURL): Promise<void> {
  ({ page, errors } = await session.page({ baseURL: server }));
  await page.goto(url);
}

describe('login page', () => {
  it('shows a message for each empty field when submitted empty', async () => {
    await open('/login');
    await loginForm(page).submit.click();
    for (const message of ['请输入用户名', '请输入密码', '请输入验证码']) {
      await expect(page.getByText(message).waitFor()).resolves.toBeUndefined();
    }
    expect(new URL(page.url()).pathname).toBe('/login');
    expectNoPageErrors(errors);
  });

  it('shows the server message for a wrong password and stays logged out', async () => {
    await open('/login');
    await page.getByTestId('captcha-img').waitFor();
    await fillLogin(page, { username: 'admin', password: 'not-the-password', code: 'abcd' });
    await page.keyboard.press('Enter');
    await page.getByText('用户名或密码错误').waitFor();
    expect(await storedToken(page)).toBeNull();
    expectNoPageErrors(errors);
  });

  it('lands on /dashboard/workplace after a correct login, with the user in the header', async () => {
    await open('/login');
    await loginAsAdmin(page);
    expect(new URL(page.url()).pathname).toBe('/dashboard/workplace');
    await page.getByTestId('layout-header').getByText('管理员').waitFor();
    expect(await storedToken(page)).toMatch(/^Bearer [0-9a-f]{64}$|^[0-9a-f]{64}$/);
    expectNoPageErrors(errors);
  });

  it('sends a logged-out deep link to /login?from=… and returns there after login', async () => {
    await open('/system/user?page=2');
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/system/user?page=2');
    await loginAsAdmin(page);
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search).toBe('/system/user?page=2');
    expectNoPageErrors(errors);
  });

  it('shows the 重新登录 dialog when the token expires on a page, and goes back to login', async () => {
    await open('/login?from=%2Fsystem%2Fuser');
    await loginAsAdmin(page);
    const token = await storedToken(page);
    // The server revokes the token behind the page's back, as an expiry would.
    const revoked = await fetch(`${baseURL}/prod-api/auth/logout`, {
      method: 'DELETE',
      headers: { Authorization: token?.startsWith('Bearer') ? token : `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('登录状态已过期, 请退出重新登录!').waitFor();
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/system/user');
    expect(await storedToken(page)).toBeNull();
    expectNoPageErrors(errors);
  });

  it('logs out after a confirm, clears the token and revokes it on the server', async () => {
    await open('/login');
    await loginAsAdmin(page);
    const token = await storedToken(page);
    // Logout sits in the user menu of the layout shell.
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('logout').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.waitForURL('**/login**');
    expect(await storedToken(page)).toBeNull();
    const info = await fetch(`${baseURL}/prod-api/auth/info`, {
      headers: { Authorization: token?.startsWith('Bearer') ? token : `Bearer ${token}` },
    });
    expect(info.status).toBe(401);
    expectNoPageErrors(errors);
  });
});

describe('login with the captcha on', () => {
  let captchaServer: RunningServer;
  beforeAll(async () => {
    captchaServer = await startServer({ captcha: true });
  });
  afterAll(async () => {
    await captchaServer.stop();
  });

  it('rejects a wrong captcha answer with its message and shows a fresh image', async () => {
    await open('/login', captchaServer.baseURL);
    const image = page.getByTestId('captcha-img');
    await image.waitFor();
    const firstImage = await image.getAttribute('src');
    // '0000' cannot be right: the captcha alphabet leaves out 0, o, 1, i and l.
    await fillLogin(page, { username: 'admin', password: 'whatever-1', code: '0000' });
    await loginForm(page).submit.click();
    await page.getByText('验证码错误').waitFor();
    await expect.poll(() => image.getAttribute('src')).not.toBe(firstImage);
    expectNoPageErrors(errors);
  });
});
