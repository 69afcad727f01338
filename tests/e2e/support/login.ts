// Logging in through the real login page, as an operator would.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server';

export const loginForm = (page: Page) => ({
  username: page.getByPlaceholder('用户名'),
  password: page.getByPlaceholder('密码'),
  code: page.getByPlaceholder('验证码'),
  submit: page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })),
});

export async function fillLogin(
  page: Page,
  values: { username?: string; password?: string; code?: string },
): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(values.username ?? '');
  await form.password.fill(values.password ?? '');
  await form.code.fill(values.code ?? '');
}

/** Logs in as the seeded admin from the page's current /login URL and waits to leave /login. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.getByTestId('captcha-img').waitFor();
  await fillLogin(page, { username: 'admin', password: ADMIN_PASSWORD, code: 'abcd' });
  await loginForm(page).submit.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token'));
}

export function expectNoPageErrors(errors: string[]): void {
  expect(errors, 'uncaught errors in the page').toEqual([]);
}
