// Helpers of the layout-shell e2e tests: a logged-in page, tab context actions, and restoring the
// admin password through the API after a test changed it.
import { constants, publicEncrypt } from 'node:crypto';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';
import { loginAsAdmin } from './login';
import { ADMIN_PASSWORD } from './server';

export interface ShellPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A fresh context, logged in as admin, on the workplace (or `path`); `locale` is the browser's. */
export async function openShell(
  browser: Browser,
  baseURL: string,
  options: { path?: string; width?: number; locale?: string } = {},
): Promise<ShellPage> {
  const shell = await openPage(browser, baseURL, options.locale);
  if (options.width) await shell.page.setViewportSize({ width: options.width, height: 800 });
  await shell.page.goto(`/login?from=${encodeURIComponent(options.path ?? '/dashboard/workplace')}`);
  await loginAsAdmin(shell.page);
  await shell.page.getByTestId('layout-header').waitFor();
  return shell;
}

/** Right-clicks a tab and picks an action of its context menu by its label. */
export async function tabAction(page: Page, tabKey: string, label: string): Promise<void> {
  await page.locator(`[data-tab-key="${tabKey}"]`).click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(label, { exact: true }).click();
}

export async function openTabKeys(page: Page): Promise<string[]> {
  return page
    .locator('[data-tab-key]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tab-key') ?? ''));
}

/** Encrypts like jsencrypt (RSA PKCS#1 v1.5, base64) with the server's public key. */
async function encryptFor(baseURL: string, text: string): Promise<string> {
  const { publicKey } = (await (await fetch(`${baseURL}/prod-api/auth/publicKey`)).json()) as { publicKey: string };
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');
}

/** Sets the admin password back to ADMIN_PASSWORD from `current`, so later tests can log in. */
export async function restoreAdminPassword(baseURL: string, current: string): Promise<void> {
  const { uuid } = (await (await fetch(`${baseURL}/prod-api/auth/code`)).json()) as { uuid: string };
  const login = await fetch(`${baseURL}/prod-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: await encryptFor(baseURL, current), code: 'abcd', uuid }),
  });
  const { token } = (await login.json()) as { token: string };
  const restored = await fetch(`${baseURL}/prod-api/api/sysUser/updatePass/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      oldPass: await encryptFor(baseURL, current),
      newPass: await encryptFor(baseURL, ADMIN_PASSWORD),
    }),
  });
  if (!restored.ok) throw new Error(`could not restore the admin password: ${await restored.text()}`);
}

/** Picks a site/language in the header selector by its label; the page reloads with it. */
export async function chooseSite(page: Page, label: string): Promise<void> {
  await page.getByTestId('site-selector').click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: label }).click()]);
  await expect.poll(() => page.getByTestId('site-selector').textContent()).toBe(label);
}
