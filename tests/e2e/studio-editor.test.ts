// One screen in the studio, in Chromium against the real server: opened from the list, a typo is
// underlined at its path as the author types and refused at publish; a fixed text with a new
// required field is published with a message, served at once, listed in the history; a rollback
// publishes the first version again and the editor shows it. axe finds nothing on the page.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { blockingViolations } from './support/axe';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import { studioScreen } from '../server/helpers/studio-screen';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const screenId = `e2e/editor${tag}`;
const session = setupBrowser();
let admin: ApiSession;

const screen = (fields: Record<string, object> = {}) => studioScreen(screenId, `api/e2eEditor${tag}`, fields);
const text = (value: object) => JSON.stringify(value, null, 2);

beforeAll(async () => {
  admin = await apiLogin(baseURL);
  await expectStatus(
    admin.call('POST', `api/studio/publish/${screenId}`, { text: text(screen()), baseVersion: 0, message: 'first' }),
    200,
  );
});

/** Replaces the editor's whole text, as a paste would. */
async function typeText(page: Page, value: string): Promise<void> {
  await page.getByRole('textbox', { name: `页面 ${screenId} 的 JSON 定义` }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(value);
}

const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /错误|检查中/ })
    .innerText();

describe('a screen in the studio', () => {
  it('is checked as it is typed, published with a message, and rolled back', async () => {
    const { page, errors } = await session.shell({ path: '/system/studio' });
    await page.getByRole('searchbox', { name: '按页面名称或标识筛选' }).fill(tag);
    await page.getByRole('link', { name: `编辑 ${screenId}` }).click();
    await page.waitForURL((url) => url.pathname === '/system/studioScreen');
    const editor = page.getByTestId('studio-editor');
    await expect.poll(() => editor.innerText()).toContain('"maxLength": 60');
    await expect.poll(() => status(page)).toBe('没有错误');

    // A typo: underlined at its path, listed, and refused at publish with the text kept.
    await typeText(page, text(screen()).replace('"maxLength"', '"maxLenght"'));
    await expect.poll(() => status(page)).toBe('1 处错误');
    await expect
      .poll(() => page.locator('.studio-errors').innerText())
      .toContain('/form/properties/name/maxLenght 此处不允许这个关键字');
    await expect.poll(() => editor.locator('.cm-lintRange-error').allInnerTexts()).toEqual(['"maxLenght": 60']);
    await page
      .getByRole('button', { name: '发 布' })
      .or(page.getByRole('button', { name: '发布' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `发布页面 ${screenId}` });
    await dialog.getByRole('button', { name: /发\s?布/ }).click();
    await page.getByText('页面定义有 1 处错误').first().waitFor();
    expect(await editor.innerText()).toContain('maxLenght');
    await dialog.getByRole('button', { name: /取\s?消/ }).click();

    // Fixed, with a required code of a pattern: published with a message and served at once.
    const code = {
      type: 'string',
      title: 'tools.catalogue.name',
      pattern: '^[A-Z]{3}$',
      'x-decorator': 'FormItem',
      'x-component': 'Input',
    };
    await typeText(page, text(screen({ code })));
    await expect.poll(() => status(page)).toBe('没有错误');
    await page
      .getByRole('button', { name: /发\s?布/ })
      .first()
      .click();
    await dialog.getByRole('textbox', { name: /发布说明/ }).fill('adds the supplier code');
    await dialog.getByRole('button', { name: /发\s?布/ }).click();
    await page.getByText('已发布第 2 版').waitFor();
    const served = await admin.call<{ form: { required: string[] } }>('GET', `api/screens/${screenId}`);
    expect(served.body.form.required).toEqual(['name', 'code']);
    // The list's tab stays open behind, with its own table.
    const history = page.locator('[data-keep-alive]:not([hidden]) .ant-table-tbody tr.ant-table-row');
    await expect.poll(() => history.first().innerText()).toMatch(/第 2 版\s+使用中[\s\S]*adds the supplier code/);

    // Rollback: version 1's text published as version 3, and shown in the editor.
    const first = history.filter({ hasText: '第 1 版' });
    await first.getByRole('button', { name: '回滚到此版本' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await page.getByText('已回滚：第 1 版的内容发布为第 3 版').waitFor();
    await expect.poll(() => history.first().innerText()).toMatch(/第 3 版\s+使用中/);
    await expect.poll(() => editor.innerText()).not.toContain('"code"');
    expect(await blockingViolations(page, '[data-keep-alive]:not([hidden])')).toEqual([]);
    const rolledBack = await admin.call<{ form: { required: string[] } }>('GET', `api/screens/${screenId}`);
    expect(rolledBack.body.form.required).toEqual(['name']);
    expectNoPageErrors(errors);
  });
});
