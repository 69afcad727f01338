// Browser figures (issue 9) in Debian's Chromium, median of 7 runs after a warm-up, each run in a
// fresh context (empty cache): FCP and LCP of /login, and the time from a click on a menu item to
// the table's rows, beside the same measures of plain antd pages served by the same server, the
// two taken turn about: for /login a small table page (bench/peers/table.tsx), for the click the
// users list screen written by hand (bench/peers/users-table.tsx). The small page's click is kept
// as a reference without a budget. Long tasks are counted during each measure, and the clicks'
// main-thread busy time is taken beside their milliseconds.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin } from '../tests/e2e/support/admin-api';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { compare, type Comparison, type Sample } from './lib/comparison';
import { buildPeers } from './lib/peers';

export const RUNS = 7;

export interface BrowserFigures {
  loginFcp: Comparison;
  loginLcp: Comparison;
  /** Against the users list screen written by hand in plain antd: the same widgets, none of our layers. */
  menuToRows: Comparison;
}

/**
 * Not held to 1.2x: against the small table page (six plain columns; no search bar, toolbar,
 * avatars, switches or row actions), which measures what the screen shows as much as our layers.
 */
export interface BrowserReference {
  menuToRowsSmallTable: Comparison;
}

/** The peer pages, built into the app's dist so the same server serves them (same origin). */
const buildBrowserPeers = (distDir: string) =>
  buildPeers(path.join(distDir, '__bench'), { table: 'table.html', users: 'users-table.html' });

// Installed before any page script: long tasks are collected from the very start.
export const observeLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { benchLongTasks: number[] }).benchLongTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
};

export async function longTasksSince(page: Page, from: number): Promise<{ longTasks: number; longTaskMs: number }> {
  const tasks = await page.evaluate(
    (start) => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.slice(start),
    from,
  );
  return { longTasks: tasks.length, longTaskMs: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)) };
}

/** FCP and LCP of a page once it has settled (LCP is final once nothing paints any more). */
async function paints(page: Page): Promise<{ fcp: number; lcp: number }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        let lcp = NaN;
        new PerformanceObserver((list) => (lcp = list.getEntries().at(-1)?.startTime ?? lcp)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve({ fcp: Math.round(fcp), lcp: Math.round(lcp) }), 200);
      }),
  );
}

/** Clicks inside the page (no round trip to the driver in the figure) and waits for table rows. */
async function clickToRows(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (target) =>
      new Promise<number>((resolve, reject) => {
        const element = document.querySelector<HTMLElement>(target);
        if (!element) return reject(new Error(`nothing matches ${target}`));
        if (document.querySelector('.ant-table-row')) return reject(new Error('table rows are there before the click'));
        const start = performance.now();
        element.click();
        const check = () =>
          document.querySelector('.ant-table-tbody tr.ant-table-row')
            ? resolve(Math.round(performance.now() - start))
            : requestAnimationFrame(check);
        requestAnimationFrame(check);
      }),
    selector,
  );
}

/**
 * The page's main-thread busy time so far, in ms (Chromium's TaskDuration: scripts, style,
 * layout and paint). A measure that ends on a painted frame moves in frame steps of ~16.7 ms,
 * a third of a 50 ms figure; the busy time does not, so it shows whether two sides did the same
 * work when their milliseconds differ by a frame.
 */
export type MainThreadClock = () => Promise<number>;

export async function mainThreadClock(page: Page): Promise<MainThreadClock> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN) * 1000;
  };
}

/** `run` (an in-page measure answering its milliseconds) as a Sample: with the long tasks and the main-thread time it took. */
export async function measured(page: Page, busy: MainThreadClock, run: () => Promise<number>): Promise<Sample> {
  const from = (await longTasksSince(page, 0)).longTasks;
  const before = await busy();
  const ms = await run();
  const cpuMs = Math.round((await busy()) - before);
  return { ms, ...(await longTasksSince(page, from)), cpuMs };
}

export type Measure = (page: Page) => Promise<Sample[]>;

/**
 * Ours and the peer taken turn about, run by run, each in a fresh context: a change in the
 * machine's load hits both alike. The first pair warms the server and the OS up and is dropped.
 */
export async function pairedRuns(
  browser: Browser,
  baseURL: string,
  ours: Measure,
  peer: Measure,
  token: string | null = null,
): Promise<{ ours: Sample[][]; peer: Sample[][] }> {
  const results = { ours: [] as Sample[][], peer: [] as Sample[][] };
  for (let run = 0; run <= RUNS; run++) {
    const pair = [
      await inFreshContext(browser, baseURL, token, ours),
      await inFreshContext(browser, baseURL, token, peer),
    ] as const;
    if (run > 0) {
      results.ours.push(pair[0]);
      results.peer.push(pair[1]);
    }
  }
  return results;
}

async function inFreshContext(
  browser: Browser,
  baseURL: string,
  token: string | null,
  measure: Measure,
): Promise<Sample[]> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
  });
  // tsx names the arrow functions handed to page.evaluate with its __name helper; the page has none.
  await context.addInitScript('window.__name = (fn) => fn;');
  await context.addInitScript(observeLongTasks);
  if (token) await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
  try {
    const page = await context.newPage();
    // A loaded machine (other suites beside the bench) can take tens of seconds per step.
    page.setDefaultTimeout(120_000);
    return await measure(page);
  } finally {
    await context.close();
  }
}

async function loginPaints(page: Page, url: string, ready: string): Promise<Sample[]> {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  const { fcp, lcp } = await paints(page);
  const tasks = await longTasksSince(page, 0);
  return [
    { ms: fcp, ...tasks },
    { ms: lcp, ...tasks },
  ];
}

/** The click on `[data-bench="open"]` to the rows, with the long tasks and main-thread time it took. */
async function clickToRowsSample(page: Page): Promise<Sample[]> {
  return [await measured(page, await mainThreadClock(page), () => clickToRows(page, '[data-bench="open"]'))];
}

async function ourMenuToRows(page: Page): Promise<Sample[]> {
  await page.goto('/dashboard/workplace');
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  const item = page.getByRole('menuitem', { name: '用户管理' });
  await item.waitFor();
  await item.evaluate((element) => element.setAttribute('data-bench', 'open'));
  await page.waitForLoadState('networkidle');
  return clickToRowsSample(page);
}

const peerClickToRows =
  (url: string) =>
  async (page: Page): Promise<Sample[]> => {
    await page.goto(url);
    await page.locator('[data-bench="open"]').waitFor();
    await page.waitForLoadState('networkidle');
    return clickToRowsSample(page);
  };

export const column = (results: Sample[][], index: number) => results.map((samples) => samples[index] as Sample);

export async function measureBrowser(
  distDir: string,
): Promise<{ figures: BrowserFigures; reference: BrowserReference }> {
  await buildBrowserPeers(distDir);
  const server = await startServer({
    captcha: false,
    env: { DIST_DIR: distDir, LOG_LEVEL: 'warn' },
    readyWithinMs: 300_000,
  });
  const browser = await launchBrowser();
  try {
    const { token } = await apiLogin(server.baseURL);
    const login = await pairedRuns(
      browser,
      server.baseURL,
      (page) => loginPaints(page, '/login', '[data-testid="captcha-img"]'),
      (page) => loginPaints(page, '/__bench/table.html', '[data-bench="open"]'),
    );
    const rows = await pairedRuns(
      browser,
      server.baseURL,
      ourMenuToRows,
      peerClickToRows('/__bench/users-table.html'),
      token,
    );
    const smallTableRows = await pairedRuns(
      browser,
      server.baseURL,
      ourMenuToRows,
      peerClickToRows('/__bench/table.html'),
      token,
    );
    return {
      figures: {
        loginFcp: compare(column(login.ours, 0), column(login.peer, 0)),
        loginLcp: compare(column(login.ours, 1), column(login.peer, 1)),
        menuToRows: compare(column(rows.ours, 0), column(rows.peer, 0)),
      },
      reference: { menuToRowsSmallTable: compare(column(smallTableRows.ours, 0), column(smallTableRows.peer, 0)) },
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
