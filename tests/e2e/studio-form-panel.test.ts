// The studio's form panel in Chromium against the real server: a required field with a pattern
// added without typing JSON (titles in three languages, also a column and a search field), the
// fields reordered from the keyboard, a length and a sortable column changed, a search field
// removed; each change shows in the JSON and the preview, is checked by the server, and once
// published the server enforces the pattern and serves the titles in every language. axe finds
// nothing on the panel or its dialog.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { blockingViolations } from './support/axe';
import { expectNoPageErrors } from './support/login';
import { activePane } from './support/menu-walk';
import { setupBrowser } from './support/setup-browser';
import type { Screen } from '../../schemas/wire/screen-schema';
import { studioScreen } from '../server/helpers/studio-screen';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const screenId = `e2e/panel${tag}`;
const listApi = `api/e2ePanel${tag}`;
const session = setupBrowser();
let admin: ApiSession;

beforeAll(async () => {
  admin = await apiLogin(baseURL);
  const text = JSON.stringify(studioScreen(screenId, listApi), null, 2);
  await expectStatus(
    admin.call('POST', `api/studio/publish/${screenId}`, { text, baseVersion: 0, message: 'first' }),
    200,
  );
});

const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /错误|检查中/ })
    .innerText();

/** The keys of the panel's rows in the part shown. */
const rowKeys = (page: Page) =>
  activePane(page)
    .locator('.ant-tabs-tabpane-active [data-testid="studio-panel-entry"]')
    .evaluateAll((rows) =>
      rows.filter((row) => row.getClientRects().length > 0).map((row) => row.getAttribute('data-key')),
    );

describe('the form panel', () => {
  // A long walk through one page: a limit for a busy machine, not a speed target.
  it(
    'adds, reorders, edits and removes fields without JSON, and the published screen holds',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await session.shell({ path: `/system/studioScreen?id=${encodeURIComponent(screenId)}` });
      const pane = activePane(page);
      await expect.poll(() => status(page)).toBe('没有错误');
      await pane.getByRole('tab', { name: '表单面板' }).click();
      await pane.getByRole('tab', { name: '表单字段 (1)' }).waitFor();
      expect(await rowKeys(page)).toEqual(['name']);

      // A required code with a pattern, in three languages, also a column and a search field.
      await pane.getByRole('button', { name: '添加表单字段' }).click();
      const dialog = page.getByRole('dialog', { name: '添加表单字段' });
      await dialog.getByLabel('字段名').fill('code');
      await dialog.getByLabel('标题（简体中文）').fill('编码');
      await dialog.getByLabel('标题（繁體中文）').fill('編碼');
      await dialog.getByLabel('标题（English）').fill('Code');
      await dialog.getByRole('checkbox', { name: '必填' }).check();
      await dialog.getByLabel('正则表达式').fill('([a-z');
      await dialog.getByRole('button', { name: '应用到 JSON' }).click();
      await dialog.getByText('不是有效的正则表达式').waitFor();
      await dialog.getByLabel('正则表达式').fill('^S\\d{4}$');
      await dialog.getByRole('checkbox', { name: '同时加为搜索字段' }).check();
      expect(await blockingViolations(page, '.ant-modal')).toEqual([]);
      await dialog.getByRole('button', { name: '应用到 JSON' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => rowKeys(page)).toEqual(['name', 'code']);
      await expect.poll(() => status(page)).toBe('没有错误');
      const preview = page.getByTestId('studio-preview');
      await preview.getByRole('columnheader', { name: '编码' }).waitFor();
      await preview.getByRole('textbox', { name: '编码' }).waitFor(); // the search bar's

      // Reordered from the keyboard: code above name.
      await pane.getByRole('button', { name: /拖动以排序：编码/ }).focus();
      // dnd-kit listens for the moving keys from the next tick on: wait for what it announces.
      await page.keyboard.press('Space');
      // Picked up, then at once over its own place.
      await page.getByText(/^(已拿起「编码」|「编码」移到第 2 位)$/).waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowUp');
      await page.getByText('「编码」移到第 1 位').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await expect.poll(() => rowKeys(page)).toEqual(['code', 'name']);

      // The name's length, and the code column made sortable.
      await pane.getByRole('button', { name: '编辑 目录名称' }).click();
      const nameDialog = page.getByRole('dialog', { name: '编辑 name' });
      await expect.poll(() => nameDialog.getByLabel('最多字符数').inputValue()).toBe('60');
      await expect.poll(() => nameDialog.getByLabel('标题（English）').inputValue()).toBe('Catalogue name');
      await nameDialog.getByLabel('最多字符数').fill('80');
      await nameDialog.getByRole('button', { name: '应用到 JSON' }).click();
      await nameDialog.waitFor({ state: 'hidden' });
      await pane.getByRole('tab', { name: '列表列 (2)' }).click();
      await pane.getByRole('button', { name: '编辑 编码' }).click();
      const columnDialog = page.getByRole('dialog', { name: '编辑 code' });
      await columnDialog.getByRole('checkbox', { name: '可排序' }).check();
      await columnDialog.getByRole('button', { name: '应用到 JSON' }).click();
      await columnDialog.waitFor({ state: 'hidden' });

      // The search field removed again, after a confirmation.
      await pane.getByRole('tab', { name: '搜索字段 (1)' }).click();
      await pane.getByRole('button', { name: '删除 编码' }).click();
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /删\s?除/ })
        .click();
      await pane.getByRole('tab', { name: '搜索字段 (0)' }).waitFor();
      await expect.poll(() => status(page)).toBe('没有错误');
      expect(await blockingViolations(page, '[data-keep-alive]:not([hidden])')).toEqual([]);

      // Saved as a draft, the text the panel wrote is what the server stores.
      await page.getByRole('button', { name: '保存草稿' }).click();
      await page.getByText('已保存为草稿（第 2 版）').waitFor();
      const detail = await admin.call<{ draft: { text: string } }>('GET', `api/studio/screen/${screenId}`);
      const edited = JSON.parse(detail.body.draft.text) as Screen;
      const fields = edited.form!.properties!;
      expect(Object.keys(fields)).toEqual(['code', 'name']);
      expect(edited.form!.required).toEqual(['name', 'code']);
      expect(fields.code).toMatchObject({ pattern: '^S\\d{4}$', minLength: 1, 'x-component': 'Input' });
      expect(fields.name!.maxLength).toBe(80);
      expect(edited.columns).toEqual([
        { key: 'name', title: 'tools.catalogue.name' },
        { key: 'code', title: `e2e.panel${tag}.field.code`, sortable: true },
      ]);
      expect(edited.search!.properties).toEqual({});

      // Published: the server enforces the pattern and serves the titles in every language.
      await page
        .getByRole('button', { name: /发\s?布/ })
        .first()
        .click();
      const publish = page.getByRole('dialog', { name: `发布页面 ${screenId}` });
      await publish.getByRole('textbox', { name: /发布说明/ }).fill('adds the code in the form panel');
      await publish.getByRole('button', { name: /发\s?布/ }).click();
      await page.getByText('已发布第 3 版').waitFor();
      const served = await admin.call<{ texts: Record<string, Record<string, string>> }>(
        'GET',
        `api/screens/${screenId}`,
      );
      expect(
        Object.fromEntries(
          Object.entries(served.body.texts).map(([lng, texts]) => [lng, texts[`e2e.panel${tag}.field.code`]]),
        ),
      ).toEqual({
        zh_CN: '编码',
        zh_TW: '編碼',
        en: 'Code',
      });
      expect((await admin.call('POST', listApi, { name: 'one', code: 'X1' })).status).toBe(400);
      expect((await admin.call('POST', listApi, { name: 'one', code: 'S1234' })).status).toBe(201);
      expectNoPageErrors(errors);
    },
  );
});
