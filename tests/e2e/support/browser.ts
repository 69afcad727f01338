// Debian's Chromium driven by playwright-core. The flags keep Chromium from reaching for the
// network, which this machine does not have.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '../../../scripts/lib/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is not installed (Debian package chromium).');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (own storage) per test, logged in when given a token. `errors` collects uncaught page errors and console
 * errors: a render error caught by the router's error boundary is only logged to the console.
 * Chromium's "Failed to load resource" lines are left out: they report HTTP statuses that tests
 * provoke on purpose (400, 401, 404) and assert through the page itself.
 * The context prefers reduced motion, which the app honours (lib/use-reduced-motion.ts): a click on
 * a dialog still zooming in can land beside its moving button, and then the test, not the app, fails.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  locale = 'zh-CN',
  token?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    // A token in the storage the app reads it from (src/stores/session.ts), as after a login with
    // "remember me": the page opens logged in.
    storageState: token
      ? { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'access_token', value: token }] }] }
      : undefined,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}
