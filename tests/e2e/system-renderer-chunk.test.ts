// The schema renderer (antd Table, and Formily for its forms) is its own chunk: /login never loads
// it, the first schema screen does (Formily comes with the add/edit form's chunk, which the screen
// fetches once its list is under way).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { loginAsAdmin } from './support/login';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser.close(); });

/** Every script the page has fetched so far, with its source text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    // A body the browser dropped (the page navigated away, or closed) counts as empty.
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text().catch(() => ''));
  });
  return scripts;
}

async function formilyIn(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const hits = await Promise.all([...scripts].map(async ([name, text]) => ((await text).includes('formily') ? [name] : [])));
  return hits.flat();
}

it('keeps Formily and the renderer out of /login and loads them with a schema screen', async () => {
  const { context, page } = await openPage(browser, baseURL);
  const scripts = recordScripts(page);
  await page.goto('/login');
  await page.getByTestId('captcha-img').waitFor();
  await page.waitForLoadState('networkidle');
  expect([...scripts.keys()].filter((name) => name.includes('screen-view'))).toEqual([]);
  expect(await formilyIn(scripts)).toEqual([]);

  await loginAsAdmin(page);
  await page.goto('/system/user');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  expect([...scripts.keys()].some((name) => name.includes('screen-view'))).toBe(true);
  await expect.poll(async () => (await formilyIn(scripts)).length).toBeGreaterThan(0);
  await context.close();
});
