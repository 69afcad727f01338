// An import in Chromium against the real server (#25 item 5): on the registrations screen, 导入
// takes a CSV file with 3 bad rows among 5; the check's report lists exactly those 3 (row, field,
// message) and nothing is written; the corrected file passes, is imported, and its rows show in the list.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const session = setupBrowser();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-import-e2e-'));
let admin: ApiSession;

const names = ['a', 'b', 'c', 'd', 'e'].map((letter) => `imp${tag}${letter}`);
const HEADER = '用户名,邮箱,审核状态';
function file(name: string, lines: string[]): string {
  const target = path.join(dir, name);
  fs.writeFileSync(target, '\uFEFF' + [HEADER, ...lines].join('\r\n') + '\r\n');
  return target;
}

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function stored(): Promise<string[]> {
  const page = await expectStatus(
    admin.call<{ content: { username: string }[] }>('GET', `api/register?page=0&size=100&username=imp${tag}`),
    200,
  );
  return page.content.map((row) => row.username).sort();
}

it('shows the 3 bad rows and writes nothing, then imports the corrected file', async () => {
  const { page, errors } = await session.screen('/tools/register');
  await page.getByRole('button', { name: /导\s?入/ }).click();
  const dialog = page.getByRole('dialog', { name: '从 CSV 或 Excel 文件导入' });
  await dialog.getByText('每个文件最多 100000 行').waitFor();

  const bad = file('bad.csv', [
    `${names[0]},a@example.com,审核通过`,
    `${names[1]},,待审核`,
    `${names[2]},c@example.com,待审核`,
    `x,d@example.com,待审核`,
    `${names[4]},not-an-email,待审核`,
  ]);
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await dialog.getByText('5 行中发现 3 处问题，没有写入任何数据').waitFor();
  const rows = dialog.locator('.ant-table-tbody tr');
  expect(await rows.count()).toBe(3);
  expect((await rows.allInnerTexts()).map((text) => text.split('\t').slice(0, 2))).toEqual([
    ['3', '邮箱'],
    ['5', '用户名'],
    ['6', '邮箱'],
  ]);
  expect(await rows.first().innerText()).toContain('缺少必填字段 邮箱');
  expect(await stored()).toEqual([]);

  const fixed = file('fixed.csv', [
    `${names[0]},a@example.com,审核通过`,
    `${names[1]},b@example.com,待审核`,
    `${names[2]},c@example.com,待审核`,
    `${names[3]},d@example.com,待审核`,
    `${names[4]},e@example.com,待审核`,
  ]);
  await dialog.locator('input[type=file]').setInputFiles(fixed);
  await dialog.getByText('全部 5 行检查通过').waitFor();
  await dialog.getByRole('button', { name: '导入 5 行' }).click();
  await dialog.getByText('已导入 5 行').waitFor();
  expect(await stored()).toEqual(names);

  await dialog.locator('.ant-modal-close').click();
  await dialog.waitFor({ state: 'hidden' });
  // The list was asked again: the imported rows are in it.
  for (const name of names) await page.getByRole('cell', { name, exact: true }).waitFor();
  expect(errors).toEqual([]);
});
