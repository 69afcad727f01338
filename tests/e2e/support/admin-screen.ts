// Opening a schema screen as the admin (logged in through the API, as support/shell.ts explains),
// for the system screen e2e files.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';
import { apiLogin } from './admin-api';
import { screenPage } from './screen-page';

export interface OpenScreen {
  context: BrowserContext;
  page: Page;
  errors: string[];
  view: ReturnType<typeof screenPage>;
}

/** Opens `path` logged in and waits for the screen's table. */
export async function openScreenAsAdmin(browser: Browser, baseURL: string, path: string): Promise<OpenScreen> {
  const { token } = await apiLogin(baseURL);
  const { context, page, errors } = await openPage(browser, baseURL, 'zh-CN', token);
  await page.goto(path);
  await page.locator('.ant-table').first().waitFor();
  return { context, page, errors, view: screenPage(page) };
}
