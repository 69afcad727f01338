// Helpers of the layout-shell e2e tests: a logged-in page, tab context actions, and restoring the
// admin password through the API after a test changed it.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';
import { apiLogin, encryptForServer } from './admin-api';
import { ADMIN_PASSWORD } from './server';

export interface ShellPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A fresh context, logged in as admin, on the workplace (or `path`); `locale` is the browser's.
 * The login is the API's (the login page has its own tests): a page through the login form took
 * several seconds more per test on a busy machine, over more than a hundred tests.
 */
export async function openShell(
  browser: Browser,
  baseURL: string,
  options: { path?: string; width?: number; locale?: string } = {},
): Promise<ShellPage> {
  const { token } = await apiLogin(baseURL);
  const shell = await openPage(browser, baseURL, options.locale, token);
  if (options.width) await shell.page.setViewportSize({ width: options.width, height: 800 });
  await shell.page.goto(options.path ?? '/dashboard/workplace');
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

/** Sets the admin password back to ADMIN_PASSWORD from `current`, so later tests can log in. */
export async function restoreAdminPassword(baseURL: string, current: string): Promise<void> {
  const admin = await apiLogin(baseURL, 'admin', current);
  const { status, body } = await admin.call('POST', 'api/sysUser/updatePass/', {
    oldPass: await encryptForServer(baseURL, current),
    newPass: await encryptForServer(baseURL, ADMIN_PASSWORD),
  });
  if (status < 200 || status > 299) throw new Error(`could not restore the admin password: ${JSON.stringify(body)}`);
}

/** Picks a site/language in the header selector by its label; the page reloads with it. */
export async function chooseSite(page: Page, label: string): Promise<void> {
  await page.getByTestId('site-selector').click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: label }).click()]);
  await expect.poll(() => page.getByTestId('site-selector').textContent()).toBe(label);
}
