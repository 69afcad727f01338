// Dictionary details (master/detail): from a dictionary's row to its entries
// (/system/dictDetail?dictName=…), then add, edit and delete an entry, in Chromium against the
// real server; a select using the dictionary shows the new label; the 标签 search finds an entry by
// any of its three labels.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const dictName = `e2e_${tag}`;
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
  const dict = await expectStatus(
    admin.call<{ id: number }>('POST', 'api/sysDict', { name: dictName, description: 'e2e' }),
    201,
  );
  for (const [label, value] of [
    ['红', 'red'],
    ['绿', 'green'],
  ]) {
    await expectStatus(admin.call('POST', 'api/sysDictDetail', { dictId: dict.id, label, value }), 201);
  }
});

describe('dictionary details', () => {
  it("opens a dictionary's entries from its row, and adds, edits and deletes one", async () => {
    const open = await session.screen('/system/dict');
    const { page, view, errors } = open;
    await view.searchField('名称/描述').fill(dictName);
    await view.button('搜索').click();
    await expect.poll(() => view.rows.count()).toBe(1);
    await view.button('查看数据', view.row(dictName)).click();
    await page.waitForURL(
      (url) => url.pathname === '/system/dictDetail' && url.searchParams.get('dictName') === dictName,
    );

    // The dictionary screen (kept in its tab) names 字典详情 too, in a column title: this is the screen so titled.
    const details = page.getByRole('region', { name: '字典详情', exact: true });
    const rows = details.locator('.ant-table-tbody tr.ant-table-row');
    await expect(details.getByRole('textbox', { name: '字典名称' }).inputValue()).resolves.toBe(dictName);
    await expect.poll(() => rows.allInnerTexts()).toHaveLength(2);
    expect((await rows.allInnerTexts()).join('\n')).toMatch(
      /红[\s\S]*red[\s\S]*绿[\s\S]*green|绿[\s\S]*green[\s\S]*红[\s\S]*red/,
    );

    await view.button('新增', details).click();
    await view.dialog.waitFor();
    // Many dictionaries: the select filters by the typed name.
    const dictSelect = view.dialog.getByRole('combobox', { name: '字典名称' });
    await dictSelect.click();
    await dictSelect.fill(dictName);
    await page.locator('.ant-select-tree-title', { hasText: dictName }).click();
    await view.field('标签（简体中文）').fill('蓝');
    await view.field('标签（繁体中文）').fill('藍');
    await view.field('标签（英文）').fill('Blue');
    await view.field('值').focus();
    await view.field('值').blur();
    await expect(view.messageOf('值').innerText()).resolves.toBe('该字段是必填字段');
    await view.field('值').fill('blue');
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rows.count()).toBe(3);

    const blue = rows.filter({ hasText: 'blue' });
    await view.button('编辑', blue).click();
    await view.dialog.waitFor();
    await view.field('标签（简体中文）').fill('天蓝');
    await view.field('标签（英文）').fill('Sky blue');
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => blue.innerText()).toContain('天蓝');
    expect(await blue.innerText()).toMatch(/天蓝[\s\S]*藍[\s\S]*Sky blue/);
    const stored = await admin.call<{
      content: { label: string; labelZhTw: string; labelEn: string; value: string }[];
    }>('GET', `api/sysDictDetail?dictName=${dictName}&page=0&size=9999`);
    expect(stored.body.content.map((item) => item.label).sort()).toEqual(['天蓝', '红', '绿'].sort());
    expect(stored.body.content.find((item) => item.value === 'blue')).toMatchObject({
      labelZhTw: '藍',
      labelEn: 'Sky blue',
    });

    await view.button('删除', rows.filter({ hasText: 'red' })).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await expect.poll(() => rows.count()).toBe(2);

    // The 标签 search finds an entry by its label in any of the three languages.
    for (const label of ['藍', 'sky']) {
      await details.getByRole('textbox', { name: '标签' }).fill(label);
      await view.button('搜索', details).click();
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('天蓝')]);
    }
    expectNoPageErrors(errors);
  });
});
