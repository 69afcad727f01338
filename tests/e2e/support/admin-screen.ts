// Opening a schema screen as the admin, through the login page, for the system screen e2e files.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';
import { loginAsAdmin } from './login';
import { screenPage } from './screen-page';

export interface OpenScreen {
  context: BrowserContext;
  page: Page;
  errors: string[];
  view: ReturnType<typeof screenPage>;
}

/** Logs in from /login?from=<path> and waits for the screen's table. */
export async function openScreenAsAdmin(browser: Browser, baseURL: string, path: string): Promise<OpenScreen> {
  const { context, page, errors } = await openPage(browser, baseURL);
  await page.goto(`/login?from=${encodeURIComponent(path)}`);
  await loginAsAdmin(page);
  await page.locator('.ant-table').first().waitFor();
  return { context, page, errors, view: screenPage(page) };
}
