// Roles, departments, dictionaries and menus (schemas/system/*.json) in Chromium against the real
// server: each lists its seeded rows, creates a row through its form, edits it and deletes it.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';

const tag = randomBytes(3).toString('hex');

const session = setupBrowser();

interface AdminScreen {
  path: string;
  /** A top-level row the seed always has. */
  seeded: string;
  /** The label of the search field that finds a row by its name. */
  search: string;
  /** Form fields by label for a new row; the first one is also the name shown in the list. */
  create: [label: string, value: string][];
}

const screens: AdminScreen[] = [
  {
    path: '/system/role',
    seeded: '运营人员',
    search: '名称/代码/描述',
    create: [
      ['角色名称', `Role ${tag}`],
      ['角色代码', `r_${tag}`],
    ],
  },
  { path: '/system/dept', seeded: '总部', search: '部门名称', create: [['部门名称', `Dept ${tag}`]] },
  { path: '/system/dict', seeded: 'user_status', search: '名称/描述', create: [['字典名称', `e2e_${tag}`]] },
  // Menu titles are i18n keys shown translated (the text cell's translate option).
  {
    path: '/system/menu',
    seeded: '系统管理',
    search: '标题/名称/组件/路径/权限',
    create: [['菜单标题', `Menu ${tag}`]],
  },
];

describe.each(screens)('$path', ({ path, seeded, search, create }) => {
  it('lists the seeded rows, then creates, finds, edits and deletes a row', async () => {
    const { page, view, errors } = await session.screen(path);
    await view.row(seeded).first().waitFor();

    const [[nameLabel, name]] = create as [[string, string]];
    await view.button('新增').click();
    for (const [label, value] of create) await view.field(label).fill(value);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    // New rows may land beyond the first page: the search bar finds them.
    await view.searchField(search).fill(name);
    await view.button('搜索').click();
    await view.row(name).waitFor();
    await expect.poll(() => view.rows.count()).toBe(1);

    await view.button('编辑', view.row(name)).click();
    await expect(view.field(nameLabel).inputValue()).resolves.toBe(name);
    await view.field(nameLabel).fill(`${name}x`);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await view.row(`${name}x`).waitFor();

    await view.button('删除', view.row(`${name}x`)).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await view.row(`${name}x`).waitFor({ state: 'detached' });
    expectNoPageErrors(errors);
  });
});
