// An export of 50,000 rows in Chromium, on a server of this file's own whose database is seeded
// before it starts (50,000 orders straight into the table: through the API they would take
// minutes): the toolbar's Export → CSV starts the server's job, the progress bar shows rows done,
// survives a reload of the page, and the file offered at the end holds all 50,000 rows.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openScreenAsAdmin } from './support/admin-screen';
import { insertOrders, seededDataDir } from './support/seeded-data-dir';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

const ROWS = 50_000;

const session = setupBrowser();
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = await seededDataDir((db) => insertOrders(db, ROWS, 'E2E'));
  server = await startServer({ captcha: false, env: { DATA_DIR: dataDir } });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('exports all 50,000 rows with progress shown, kept across a reload', async () => {
  const { page } = await openScreenAsAdmin(session.browser, server.baseURL, '/shop/order');
  await page.getByRole('cell', { name: 'E2E000001', exact: true }).waitFor();
  await page.getByRole('button', { name: /导\s?出/ }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();

  const progress = page.getByRole('status', { name: '正在导出' });
  await progress.waitFor();
  await page.reload();
  // The job is the server's; the tab remembers its id, so the reloaded page follows it again.
  const link = page.getByRole('link', { name: /下载 shop-order\.csv/ });
  await progress.or(link).waitFor();
  await link.waitFor({ timeout: 120_000 });
  expect(await link.textContent()).toContain(`${ROWS} 行`);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  expect(lines).toHaveLength(ROWS + 1);
  expect(lines[1]).toMatch(/^E2E000001,/);
  expect(lines[ROWS]).toMatch(/^E2E050000,/);
  // Dictionary values are written as the list shows them.
  expect(lines[1]).toContain('微信支付');
}, 300_000);
