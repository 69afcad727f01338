// The browser lifecycle every e2e file repeats: one Chromium per file (launched before its tests,
// closed after them) and fresh contexts, each closed when the test that opened it ends, so a
// failing test never leaves its page to the next one. A context opened in beforeAll is shared by
// the file's tests and closed after them.
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openScreenAsAdmin, type OpenScreen } from './admin-screen';
import { launchBrowser, openPage } from './browser';
import { openShell, type ShellPage } from './shell';

/** Where a context's pages go: the shared e2e server unless a file started a server of its own. */
export interface On {
  baseURL?: string;
}

export interface BrowserSession {
  /** The file's Chromium; there from the file's first beforeAll on. */
  readonly browser: Browser;
  /** A fresh page in its own context (see openPage); `locale` is the browser's (zh-CN unless said). */
  page(on?: On & { locale?: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  /** A fresh context logged in as admin (see openShell). */
  shell(options?: Parameters<typeof openShell>[2] & On): Promise<ShellPage>;
  /** A fresh context logged in as admin on a schema screen (see openScreenAsAdmin). */
  screen(path: string, on?: On): Promise<OpenScreen>;
}

/**
 * Call once at the top of a test file, before other hooks that need the browser. (Not named
 * use…: the React hooks lint rule would take it for a hook called outside a component.)
 */
export function setupBrowser(): BrowserSession {
  const sharedBaseURL = inject('baseURL');
  let launched: Browser | undefined;
  let inTest = false;
  const testContexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  const track = <T extends { context: BrowserContext }>(opened: T): T => {
    (inTest ? testContexts : fileContexts).push(opened.context);
    return opened;
  };
  const closeAll = (contexts: BrowserContext[]) => Promise.all(contexts.splice(0).map((context) => context.close()));

  beforeAll(async () => {
    launched = await launchBrowser();
  });
  // Registered before the file's own beforeEach hooks, so contexts they open count as the test's.
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(testContexts);
  });
  afterAll(async () => {
    await closeAll(fileContexts);
    await launched?.close();
  });

  return {
    get browser() {
      if (!launched)
        throw new Error('setupBrowser: the browser is launched in beforeAll; use it from a hook or a test.');
      return launched;
    },
    async page(on = {}) {
      return track(await openPage(this.browser, on.baseURL ?? sharedBaseURL, on.locale));
    },
    async shell({ baseURL, ...options } = {}) {
      return track(await openShell(this.browser, baseURL ?? sharedBaseURL, options));
    },
    async screen(path, on = {}) {
      return track(await openScreenAsAdmin(this.browser, on.baseURL ?? sharedBaseURL, path));
    },
  };
}
