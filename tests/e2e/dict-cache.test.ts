// One query cache (src/lib/query-client.ts): a dictionary item edited on 字典管理 shows in another
// screen's select when that screen (kept in its tab, its dictionary already read) is shown again,
// with no page reload. In Chromium against the real server.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type ApiSession } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
let admin: ApiSession;
/** The item of user_status this test renames (the users screen's search select shows it), and back. */
let item: { id: number; label: string; value: string; dictId: number; sort: number };

const session = setupBrowser();

const optionTexts = (page: import('playwright-core').Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').allInnerTexts();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
  const items = await admin.call<{ content: (typeof item)[] }>(
    'GET',
    'api/sysDictDetail?dictName=user_status&page=0&size=9999',
  );
  const first = items.body.content[0];
  if (!first) throw new Error('the seed has no user_status items');
  item = first;
});

afterAll(async () => {
  if (!item) return;
  const { id, label, value, dictId, sort } = item;
  await admin.call('PUT', 'api/sysDictDetail', { id, label, value, dictId, sort });
});

describe('the query cache', () => {
  it('shows a dictionary item edited on 字典管理 in the users screen kept in its tab, without a reload', async () => {
    const { page, view, errors } = await session.screen('/system/user');
    // Set on this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const users = page.getByRole('region', { name: '用户管理', exact: true });
    const status = users.getByRole('combobox', { name: '状态' });
    await status.click();
    await expect.poll(() => optionTexts(page)).toContain(item.label);
    await page.keyboard.press('Escape');

    await page.getByRole('menuitem', { name: '字典管理' }).click();
    await page.waitForURL((url) => url.pathname === '/system/dict');
    const dictScreen = page.getByRole('region', { name: '字典管理', exact: true });
    await dictScreen.getByLabel('名称/描述', { exact: true }).fill('user_status');
    await view.button('搜索', dictScreen).click();
    const dictRow = dictScreen.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'user_status' });
    await expect.poll(() => dictRow.count()).toBe(1);
    await view.button('查看数据', dictRow).click();
    await page.waitForURL((url) => url.pathname === '/system/dictDetail');

    const details = page.getByRole('region', { name: '字典详情', exact: true });
    const row = details.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: item.value });
    const renamed = `${item.label}-${tag}`;
    await view.button('编辑', row.first()).click();
    await view.dialog.waitFor();
    await view.field('标签（简体中文）').fill(renamed);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.first().innerText()).toContain(renamed);

    await page.locator('[data-tab-key="/system/user"]').click();
    await page.waitForURL((url) => url.pathname === '/system/user');
    await status.click();
    await expect.poll(() => optionTexts(page)).toContain(renamed);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expectNoPageErrors(errors);
  });
});
