// The schema renderer (antd Table, and Formily for its forms) is its own chunk: /login never loads
// it; after login the shell fetches it when the browser is idle, before any schema screen opens,
// and has antd write a list screen's styles (Formily comes with the add/edit form's chunk, which a
// screen fetches once its list is under way).
// /login asks for its own chunks from index.html, without waiting for the entry to run.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { loginAsAdmin } from './support/login';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every script the page has fetched so far, with its source text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    // A body the browser dropped (the page navigated away, or closed) counts as empty.
    if (response.request().resourceType() === 'script')
      scripts.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ''),
      );
  });
  return scripts;
}

async function formilyIn(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const hits = await Promise.all(
    [...scripts].map(async ([name, text]) => ((await text).includes('formily') ? [name] : [])),
  );
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
  // On the workplace, no schema screen open: the idle preload fetches the renderer's chunk, and
  // antd writes a list screen's styles (its table's among them) though no table is on the page.
  await expect
    .poll(() => [...scripts.keys()].some((name) => name.includes('screen-view')), { timeout: 10_000 })
    .toBe(true);
  const tableStylesWithoutTable = () =>
    page.evaluate(
      () =>
        !document.querySelector('.ant-table') &&
        [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('.ant-table-wrapper')),
    );
  await expect.poll(tableStylesWithoutTable, { timeout: 10_000 }).toBe(true);
  expect(page.url()).toContain('/dashboard/workplace');
  await page.goto('/system/user');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  expect([...scripts.keys()].some((name) => name.includes('screen-view'))).toBe(true);
  await expect.poll(async () => (await formilyIn(scripts)).length).toBeGreaterThan(0);
  await context.close();
});

it('preloads the login page’s chunks from index.html on /login only', async () => {
  const { context, page } = await openPage(browser, baseURL);
  // index.html's own preloads come before the entry script; Vite's loader appends its own later.
  const htmlPreloads = () =>
    page.evaluate(() => {
      const tags = [...document.head.querySelectorAll<HTMLElement>('link[rel="modulepreload"], script[type="module"]')];
      const entry = tags.findIndex((tag) => tag.tagName === 'SCRIPT');
      return tags.slice(0, entry).map((link) => new URL((link as HTMLLinkElement).href).pathname);
    });
  const scripts = recordScripts(page);
  await page.goto('/login');
  await page.getByTestId('captcha-img').waitFor();
  const loginChunk = [...scripts.keys()].find((name) => /\/login-page-[\w-]+\.js$/.test(name));
  expect(loginChunk).toBeDefined();
  expect(await htmlPreloads()).toContain(loginChunk);
  // Another address of the same index.html asks for nothing ahead.
  await page.goto('/401');
  await page.waitForLoadState('networkidle');
  expect(await htmlPreloads()).toEqual([]);
  await context.close();
});
