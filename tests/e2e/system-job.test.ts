// Jobs (schemas/system/job.json) in Chromium against the real server: a required-field message,
// create, search by name and by status, sort, the status switch, edit and delete.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, type ApiSession } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

describe('jobs', () => {
  it('creates with a required check, finds, sorts, disables, edits and deletes a job', async () => {
    const open = await session.screen('/system/job');
    const { page, view, errors } = open;
    // The sortable 岗位名称 header carries the same label: the search box is the textbox.
    const nameSearch = page.getByRole('textbox', { name: '岗位名称' });
    for (const [name, sort] of [
      [`Job ${tag} b`, '2'],
      [`Job ${tag} a`, '7'],
    ] as const) {
      await view.button('新增').click();
      await view.dialog.waitFor();
      await view.field('岗位名称').focus();
      await view.field('岗位名称').blur();
      await expect(view.messageOf('岗位名称').innerText()).resolves.toBe('该字段是必填字段');
      await view.field('岗位名称').fill(name);
      await view.field('排序').fill(sort);
      await view.button('确定', view.dialog).click();
      await view.dialog.waitFor({ state: 'hidden' });
    }

    await nameSearch.fill(`Job ${tag}`);
    await view.button('搜索').click();
    await expect.poll(() => view.rows.count()).toBe(2);
    const sortHeader = page.getByRole('columnheader', { name: '排序' });
    await sortHeader.click();
    await expect.poll(() => view.columnTexts(2)).toEqual([`Job ${tag} b`, `Job ${tag} a`]);
    await sortHeader.click();
    await expect.poll(() => view.columnTexts(2)).toEqual([`Job ${tag} a`, `Job ${tag} b`]);

    // The status switch saves at once; the status search then finds the disabled job only.
    const first = view.row(`Job ${tag} a`);
    await first.getByRole('switch').click();
    await expect.poll(() => first.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.locator('.ant-select-item-option[title="停用"]').click();
    await view.button('搜索').click();
    await expect.poll(() => view.columnTexts(2)).toEqual([`Job ${tag} a`]);
    const stored = await admin.call<{ content: { name: string; enabled: boolean }[] }>(
      'GET',
      `api/sysJob?name=${encodeURIComponent(`Job ${tag} a`)}`,
    );
    expect(stored.body.content).toMatchObject([{ enabled: false }]);

    await view.button('编辑', first).click();
    await view.dialog.waitFor();
    await view.field('岗位名称').fill(`Job ${tag} renamed`);
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await view.button('重置').click();
    await nameSearch.fill(`Job ${tag}`);
    await view.button('搜索').click();
    await view.row(`Job ${tag} renamed`).waitFor();

    await view.button('删除', view.row(`Job ${tag} renamed`)).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await view.row(`Job ${tag} renamed`).waitFor({ state: 'detached' });
    await expect.poll(() => view.rows.count()).toBe(1);
    expectNoPageErrors(errors);
  });
});
