// The browser lifecycle every e2e file repeats: one Chromium per file (launched before its tests,
// closed after them) and fresh contexts per test, closed when the test ends, so a failing test
// never leaves its page to the next one.
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openScreenAsAdmin, type OpenScreen } from './admin-screen';
import { launchBrowser, openPage } from './browser';
import { openShell, type ShellPage } from './shell';

export interface BrowserSession {
  /** The file's Chromium; there from the file's first beforeAll on. */
  readonly browser: Browser;
  /** A fresh page in its own context (see openPage), closed after the current test. */
  page(): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  /** A fresh context logged in as admin (see openShell), closed after the current test. */
  shell(options?: Parameters<typeof openShell>[2]): Promise<ShellPage>;
  /** A fresh context logged in as admin on a schema screen (see openScreenAsAdmin), closed after the current test. */
  screen(path: string): Promise<OpenScreen>;
}

/**
 * Call once at the top of a test file, before other hooks that need the browser. (Not named
 * use…: the React hooks lint rule would take it for a hook called outside a component.)
 */
export function setupBrowser(): BrowserSession {
  const baseURL = inject('baseURL');
  let launched: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const track = <T extends { context: BrowserContext }>(opened: T): T => {
    contexts.push(opened.context);
    return opened;
  };

  beforeAll(async () => { launched = await launchBrowser(); });
  afterEach(async () => { await Promise.all(contexts.splice(0).map((context) => context.close())); });
  afterAll(async () => { await launched?.close(); });

  return {
    get browser() {
      if (!launched) throw new Error('setupBrowser: the browser is launched in beforeAll; use it from a hook or a test.');
      return launched;
    },
    async page() { return track(await openPage(this.browser, baseURL)); },
    async shell(options) { return track(await openShell(this.browser, baseURL, options)); },
    async screen(path) { return track(await openScreenAsAdmin(this.browser, baseURL, path)); },
  };
}
