// Renderer figures (issue 9), in Chromium, median of 7 runs after a warm-up, fresh context per run:
// - 10,000 rows: from the click that shows the list to the first rows painted, then from a click on
//   the select-all box to every drawn row's box ticked and painted;
// - keystroke-to-paint in a 200-field form: from a key's keydown to the frame after it;
// with the main thread's busy time of each table measure beside it (not rounded to frames);
// each beside the same measure of a plain peer (bench/peers: the bench's screen written by hand,
// its toolbar above antd's virtual Table; plain Formily). Our pages render the real renderer
// (ScreenRenderer, SchemaForm) with an in-memory data provider, so the figures are the renderer's,
// not the server's. Long tasks are counted in each window. The table's figures are also taken
// against antd's virtual Table alone, printed as a reference without a budget: that page shows
// no toolbar, so it measures what the screen shows as much as our layers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/support/browser';
import { column, longTasksSince, mainThreadClock, measured, pairedRuns } from './browser';
import { compare, type Comparison, type Sample } from './lib/comparison';
import { serveFolder } from './lib/static-server';
import { fieldTitle, TYPED_FIELD } from './peers/renderer-data';

const pages = ['ours-table', 'virtual-screen', 'virtual-table', 'ours-form', 'formily-form'] as const;
const KEYSTROKES = 10;

export interface RendererFigures {
  rows10kRender: Comparison;
  rows10kSelectAll: Comparison;
  keystrokeToPaint200Fields: Comparison;
  /** Table rows in the DOM once 10,000 are shown (virtual: only those in view). */
  domRows: { ours: number; peer: number };
}

/** Not held to 1.2x: against antd's virtual Table with no toolbar above it. */
export interface RendererReference {
  rows10kRenderBareTable: Comparison;
  rows10kSelectAllBareTable: Comparison;
}

async function buildPages(outDir: string): Promise<void> {
  const root = path.join(import.meta.dirname, 'peers');
  await build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: Object.fromEntries(pages.map((name) => [name, path.join(root, `${name}.html`)])) },
    },
  });
}

// In the page: resolves once `done()` holds, after the next frame has been painted (a rAF, then a task).
const waitPainted = (done: () => boolean) =>
  new Promise<number>((resolve) => {
    const check = () => (done() ? setTimeout(() => resolve(performance.now())) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });

async function rows(page: Page, url: string): Promise<Sample[]> {
  await page.goto(url);
  await page.locator('[data-bench="open"]').waitFor();
  await page.waitForLoadState('networkidle');
  const busy = await mainThreadClock(page);
  const shown = await measured(page, busy, () => page.evaluate(`(${waitPaintedSource})()`) as Promise<number>);
  const domRows = await page.locator('.ant-table-row').count();
  await page.waitForTimeout(300);
  const selected = await measured(page, busy, () => page.evaluate(`(${selectAllSource})()`) as Promise<number>);
  return [shown, selected, { ms: domRows, longTasks: 0, longTaskMs: 0 }];
}

// The page scripts as source text (tsx would wrap functions in a helper the page does not have).
const waitPaintedSource = `() => {
  const waitPainted = ${waitPainted.toString()};
  const start = performance.now();
  document.querySelector('[data-bench="open"]').click();
  return waitPainted(() => document.querySelector('.ant-table-row') !== null).then((end) => Math.round(end - start));
}`;
const selectAllSource = `() => {
  const waitPainted = ${waitPainted.toString()};
  const box = document.querySelector('.ant-table-thead .ant-checkbox-input');
  if (!box) throw new Error('no select-all box');
  const start = performance.now();
  box.click();
  const rows = () => document.querySelectorAll('.ant-table-row');
  // Every drawn row ticked and the header box showing "all" (not half): all 10,000 are selected.
  const all = () => document.querySelector('.ant-table-thead .ant-checkbox-checked') !== null;
  return waitPainted(() => all() && rows().length > 0 && document.querySelectorAll('.ant-table-row .ant-checkbox-checked').length === rows().length).then((end) => Math.round(end - start));
}`;

async function keystrokes(page: Page, url: string): Promise<Sample[]> {
  await page.goto(url);
  const input = page.getByLabel(fieldTitle(TYPED_FIELD), { exact: true });
  await input.click();
  await page.waitForLoadState('networkidle');
  await page.evaluate(`(() => {
    const delays = (window.benchKeys = []);
    document.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => delays.push(performance.now() - start)));
    }, true);
  })()`);
  const from = (await longTasksSince(page, 0)).longTasks;
  for (let index = 0; index < KEYSTROKES; index++) {
    await page.keyboard.press('a');
    await page.waitForFunction(
      (count) => (window as unknown as { benchKeys: number[] }).benchKeys.length === count,
      index + 1,
    );
  }
  if ((await input.inputValue()) !== 'a'.repeat(KEYSTROKES)) throw new Error(`the typed text did not arrive in ${url}`);
  const delays = await page.evaluate(() => (window as unknown as { benchKeys: number[] }).benchKeys);
  const sorted = [...delays].sort((a, b) => a - b);
  return [{ ms: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10, ...(await longTasksSince(page, from)) }];
}

export async function measureRenderer(): Promise<{ figures: RendererFigures; reference: RendererReference }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bench-renderer-'));
  const browser = await launchBrowser();
  try {
    await buildPages(outDir);
    const server = await serveFolder(outDir);
    try {
      const ourRows = (page: Page) => rows(page, '/ours-table.html');
      const table = await pairedRuns(browser, server.baseURL, ourRows, (page) => rows(page, '/virtual-screen.html'));
      const bareTable = await pairedRuns(browser, server.baseURL, ourRows, (page) => rows(page, '/virtual-table.html'));
      const form = await pairedRuns(
        browser,
        server.baseURL,
        (page) => keystrokes(page, '/ours-form.html'),
        (page) => keystrokes(page, '/formily-form.html'),
      );
      return {
        figures: {
          rows10kRender: compare(column(table.ours, 0), column(table.peer, 0)),
          rows10kSelectAll: compare(column(table.ours, 1), column(table.peer, 1)),
          keystrokeToPaint200Fields: compare(column(form.ours, 0), column(form.peer, 0)),
          domRows: {
            ours: Math.max(...column(table.ours, 2).map((sample) => sample.ms)),
            peer: Math.max(...column(table.peer, 2).map((sample) => sample.ms)),
          },
        },
        reference: {
          rows10kRenderBareTable: compare(column(bareTable.ours, 0), column(bareTable.peer, 0)),
          rows10kSelectAllBareTable: compare(column(bareTable.ours, 1), column(bareTable.peer, 1)),
        },
      };
    } finally {
      await server.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
