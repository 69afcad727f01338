// Screenshots of the shell: light, dark and a 375 px phone. Each is also a check that the shell
// renders in that mode without page errors. They go to a temporary folder, so that `npm test`
// leaves the tree clean; UPDATE_SCREENSHOTS=1 writes them to docs/screenshots for the README.
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { expectNoPageErrors } from './support/login';
import { openShell, type ShellPage } from './support/shell';

const baseURL = inject('baseURL');
const folder = process.env.UPDATE_SCREENSHOTS
  ? new URL('../../docs/screenshots/', import.meta.url)
  : pathToFileURL(`${fs.mkdtempSync(`${os.tmpdir()}/shell-screenshots-`)}/`);
let browser: Browser;
let shell: ShellPage;

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(folder, { recursive: true });
});
afterAll(async () => {
  await browser.close();
  if (!process.env.UPDATE_SCREENSHOTS) fs.rmSync(folder, { recursive: true, force: true });
});
afterEach(async () => {
  await shell.context.close();
});

async function capture(name: string, options: { width?: number; dark?: boolean }): Promise<void> {
  shell = await openShell(browser, baseURL, { width: options.width });
  const { page } = shell;
  if (options.dark) {
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ darkMode: true })));
    await page.reload();
  }
  await page.getByTestId('greeting').waitFor();
  await page.getByTestId('stat-users').getByText(/\d/).waitFor();
  // Let the page transition and the loading skeletons settle.
  await page.waitForTimeout(500);
  const file = new URL(`${name}.png`, folder);
  await page.screenshot({ path: file.pathname });
  expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
  expectNoPageErrors(shell.errors);
}

describe('shell screenshots', () => {
  it('light', () => capture('shell-light', {}));
  it('dark', () => capture('shell-dark', { dark: true }));
  it('mobile', () => capture('shell-mobile', { width: 375 }));
});
