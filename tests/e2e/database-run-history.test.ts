// A database script's run history in Chromium against the real server: a script uploaded on
// /tools/database runs on a registered target database (a throwaway PGlite on a loopback port,
// picked in the confirmation) once (success) and again (it fails: its table exists now); "历史记录" on
// its row loads the history drawer's chunk only then, and lists both runs newest first with their
// outcome, who ran them and the database's error. A script never run says so.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startTargetDatabase, type TargetDatabase } from '../server/helpers/target-database';
import { apiLogin, expectStatus } from './support/admin-api';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();
const tag = randomBytes(3).toString('hex');
const targetName = `e2e-target-${tag}`;
let target: TargetDatabase;

beforeAll(async () => {
  target = await startTargetDatabase();
  const admin = await apiLogin(inject('baseURL'));
  await expectStatus(admin.call('POST', 'api/database/target', target.registration(targetName)), 201);
});
afterAll(() => target?.close());

async function upload(card: Locator, name: string, sql: string): Promise<Locator> {
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/sql', buffer: Buffer.from(sql) });
  const row = card.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

/** 执行 on the row, this file's target picked in the confirmation naming the script, then 执行. */
async function runFromRow(page: Page, row: Locator, name: string): Promise<void> {
  const { button } = screenPage(page);
  await button('执行', row).click();
  const confirmation = page.locator('.ant-modal-confirm').filter({ hasText: `“${name}”` });
  await confirmation.getByTestId('script-run-target').click();
  await page.locator('.ant-select-item-option').filter({ hasText: targetName }).click();
  await expect.poll(() => confirmation.innerText()).toContain(`确定在数据库连接“${targetName}”上执行脚本“${name}”吗？`);
  await button('执行', confirmation).click();
  await confirmation.waitFor({ state: 'detached' });
}

describe('database scripts: run history', () => {
  it("lists a script's runs, newest first, with their outcome and error, in a drawer loaded on first use", async () => {
    const { page, errors } = await session.shell({ path: '/tools/database' });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('run-history-drawer')) chunks.push(request.url());
    });
    const card = page.getByTestId('database-scripts');
    await card.waitFor();
    const { button } = screenPage(page);

    const name = `history-${tag}.sql`;
    const row = await upload(card, name, `CREATE TABLE e2e_history_${tag} (id int);\n`);
    await runFromRow(page, row, name);
    await page.getByText('脚本执行成功').waitFor();
    await runFromRow(page, row, name);
    const failure = page.locator('.ant-modal-confirm-error');
    await expect.poll(() => failure.innerText()).toMatch(new RegExp(`e2e_history_${tag}.*already exists`));
    await failure.getByRole('button', { name: /^(OK|确\s?定|知道了)$/ }).click();
    await expect.poll(() => row.getByTestId('script-last-run').innerText()).toContain('执行失败');
    expect(chunks, 'the history drawer is not part of the list').toEqual([]);

    await button('历史记录', row).click();
    const drawer = page.getByTestId('script-run-history');
    await drawer.getByText(`执行记录：${name}`).waitFor();
    const runs = drawer.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => runs.count()).toBe(2);
    expect(await runs.nth(0).innerText()).toMatch(
      new RegExp(`执行失败[\\s\\S]*admin[\\s\\S]*e2e_history_${tag}.*already exists`),
    );
    expect(await runs.nth(1).innerText()).toMatch(/执行成功[\s\S]*admin/);
    expect(chunks).toHaveLength(1);

    await page.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
    const unused = `never-run-${tag}.sql`;
    await button('历史记录', await upload(card, unused, 'SELECT 1;\n')).click();
    const empty = page.getByTestId('script-run-history');
    await empty.getByText(`执行记录：${unused}`).waitFor();
    await empty.locator('.ant-table-placeholder').getByText('未执行').waitFor();
    expect(errors).toEqual([]);
  });
});
