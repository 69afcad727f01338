// One screen in the studio, in Chromium against the real server: opened from the list beside its
// preview, with help from the meta-schema (a key's tooltip, completion of values). A typo, a
// wrong-typed keyword and a bad pattern are underlined at their paths as the author types and
// refused at publish; a fixed text with a new
// required field shows in the preview's form, is published with a message (the stored rows that
// lack the field given a value in the same step), served at once and listed in the history; a
// rollback publishes the first version again and the editor shows it; two versions are compared
// side by side, and what is served downloads as its file. The audit log lists each write and
// links to what it changed. A file imported from the list is checked like any write and becomes a
// draft. axe finds nothing on the page, the publish dialog or the comparison.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { blockingViolations } from './support/axe';
import { expectNoPageErrors } from './support/login';
import { activePane } from './support/menu-walk';
import { screenPage } from './support/screen-page';
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
  // Stored rows, which a field made required later finds without a value.
  for (const name of ['row one', 'row two'])
    await expectStatus(admin.call('POST', `api/e2eEditor${tag}`, { name }), 201);
});

/** Replaces the editor's whole text, as a paste would. */
async function typeText(page: Page, value: string): Promise<void> {
  await page.getByRole('textbox', { name: `页面 ${screenId} 的 JSON 定义` }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(value);
}

/** Rests the pointer on some text of the editor (a key is not an element of its own there). */
async function hoverText(page: Page, text: string): Promise<void> {
  const box = await page.getByTestId('studio-editor').evaluate((host, wanted) => {
    const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    }
    throw new Error(`no "${wanted}" in the editor`);
  }, text);
  // CodeMirror shows hover help once the pointer has moved over the text and rests there.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(300);
  await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2);
}

const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /错误|检查中/ })
    .innerText();

describe('a screen in the studio', () => {
  // A long walk through one page: a limit for a busy machine, not a speed target.
  it('is checked as it is typed, published with a message, and rolled back', { timeout: 180_000 }, async () => {
    const { page, errors } = await session.shell({ path: '/system/studio' });
    await page.getByRole('searchbox', { name: '按页面名称或标识筛选' }).fill(tag);
    await page.getByRole('link', { name: `编辑 ${screenId}` }).click();
    await page.waitForURL((url) => url.pathname === '/system/studioScreen');
    const editor = page.getByTestId('studio-editor');
    await expect.poll(() => editor.innerText()).toContain('"maxLength": 60');
    await expect.poll(() => status(page)).toBe('没有错误');
    // The preview draws the screen with the real renderer, on the screen's own API.
    const preview = page.getByTestId('studio-preview');
    await preview.getByRole('columnheader', { name: '目录名称' }).waitFor();

    // Help from the meta-schema: what a key takes, and the values a key may take.
    // The screen's own title, near the top of the text (lower lines sit under the page's footer).
    await hoverText(page, '"title"');
    await expect.poll(() => page.locator('.studio-key-help').innerText()).toBe('title\nAn i18n key.\nstring');
    // Completion comes as one types.
    await typeText(page, '{ "form": { "properties": { "name": { "x-component": "');
    await page.keyboard.type('Dict');
    await expect.poll(() => page.locator('.cm-tooltip-autocomplete li').allInnerTexts()).toEqual(['"DictSelect"']);
    await page.locator('.cm-tooltip-autocomplete li').click();
    await expect.poll(() => editor.innerText()).toContain('"x-component": "DictSelect"');

    // A typo, a wrong-typed keyword and a pattern that does not compile: each underlined at its
    // path, listed, and refused at publish with the text kept.
    const broken = screen({
      code: {
        type: 'string',
        title: 'tools.catalogue.path',
        maxLength: '60',
        pattern: '([a-z',
        'x-decorator': 'FormItem',
        'x-component': 'Input',
      },
    });
    await typeText(page, text(broken).replace('"maxLength": 60', '"maxLenght": 60'));
    // The pattern is compiled once the node's keywords are right.
    await expect.poll(() => status(page)).toBe('2 处错误');
    const listed = () => page.locator('.studio-errors').innerText();
    await expect.poll(listed).toContain('/form/properties/name/maxLenght 此处不允许这个关键字');
    expect(await listed()).toContain('/form/properties/code/maxLength');
    await expect
      .poll(() => editor.locator('.cm-lintRange-error').allInnerTexts())
      .toEqual(['"maxLenght": 60', '"maxLength": "60"']);
    broken.form!.properties!.code!.maxLength = 60;
    await typeText(page, text(broken));
    await expect.poll(listed).toContain('/form/properties/code/pattern');
    expect(await status(page)).toBe('1 处错误');
    await expect.poll(() => editor.locator('.cm-lintRange-error').allInnerTexts()).toEqual(['"pattern": "([a-z"']);
    await preview.getByText('编辑器中的文本有错误：这里显示的是最后一次没有错误的文本').waitFor();
    await page
      .getByRole('button', { name: '发 布' })
      .or(page.getByRole('button', { name: '发布' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `发布页面 ${screenId}` });
    await dialog.getByRole('button', { name: /发\s?布/ }).click();
    await page.getByText('页面定义有 1 处错误').first().waitFor();
    expect(await editor.innerText()).toContain('([a-z');
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
    // The preview's form has the new required field.
    await preview.getByRole('button', { name: /新\s?增/ }).click();
    const form = page.getByRole('dialog').filter({ hasText: '目录名称' });
    await expect.poll(() => form.locator('.ant-formily-item-asterisk').count()).toBe(2);
    await form.getByRole('button', { name: /取\s?消/ }).click();
    await form.waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /发\s?布/ })
      .first()
      .click();
    await dialog.getByRole('textbox', { name: /发布说明/ }).fill('adds the supplier code');
    // The two stored rows have no code: the dialog says so, and gives them one as it publishes.
    await dialog.getByText('已存储的 2 行没有「目录名称」的值').waitFor();
    expect(await blockingViolations(page, '.ant-modal')).toEqual([]);
    await dialog.getByRole('textbox', { name: '为这些行填入「目录名称」' }).fill('ABC');
    await dialog.getByRole('button', { name: /发\s?布/ }).click();
    await page.getByText('已发布第 2 版').waitFor();
    const served = await admin.call<{ form: { required: string[] } }>('GET', `api/screens/${screenId}`);
    expect(served.body.form.required).toEqual(['name', 'code']);
    const rows = await admin.call<{ content: { name: string; code?: string }[] }>('GET', `api/e2eEditor${tag}`);
    expect(rows.body.content.map((row) => [row.name, row.code])).toEqual([
      ['row one', 'ABC'],
      ['row two', 'ABC'],
    ]);
    // The history's rows (the list's tab stays open behind, with its own table; the preview has one too).
    const history = page
      .locator('[data-keep-alive]:not([hidden]) .ant-card')
      .filter({ hasText: '版本历史' })
      .locator('.ant-table-tbody tr.ant-table-row');
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

    // Versions 2 and 3 side by side: the code field is what changed.
    await page.getByRole('checkbox', { name: '选择第 2 版进行对比' }).check();
    await page.getByRole('checkbox', { name: '选择第 3 版进行对比' }).check();
    await page.getByRole('button', { name: '对比所选版本' }).click();
    const diff = page.getByRole('dialog', { name: `页面 ${screenId} 的版本对比` });
    await expect
      .poll(() => diff.locator('.cm-changedLine').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('"code": {')]));
    expect(await diff.locator('strong').allInnerTexts()).toEqual(['第 2 版', '第 3 版']);
    expect(await blockingViolations(page, '.ant-modal')).toEqual([]);
    await diff.getByRole('button', { name: /关\s?闭|Close/ }).click();

    // What is served downloads as the screen's file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${screenId.replace('/', '-')}.json`);
    const exported = await new Promise<string>((resolve, reject) =>
      download.createReadStream().then((stream) => {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve(body));
        stream.on('error', reject);
      }, reject),
    );
    expect(JSON.parse(exported)).toEqual(screen());
    expectNoPageErrors(errors);
  });

  it('lists each write in the audit log, newest first, with a link to what it changed', async () => {
    const { page, errors } = await session.shell({ path: '/system/auditLog' });
    const view = screenPage(page);
    // The column header is labelled 页面 too.
    await activePane(page).getByRole('textbox', { name: '页面' }).fill(screenId);
    await view.button('搜索').click();
    const rows = activePane(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringMatching(new RegExp(`admin\\s+回滚\\s+${screenId}\\s+3\\s+`)),
        expect.stringMatching(new RegExp(`admin\\s+发布\\s+${screenId}\\s+2\\s+adds the supplier code`)),
        expect.stringMatching(new RegExp(`admin\\s+发布\\s+${screenId}\\s+1\\s+first`)),
      ]);
    expect(await blockingViolations(page, '[data-keep-alive]:not([hidden])')).toEqual([]);

    // Version 2's link opens the studio on that screen, comparing it with version 1.
    await rows.nth(1).getByRole('button', { name: '查看差异' }).click();
    await page.waitForURL((url) => url.pathname === '/system/studioScreen' && url.searchParams.get('diff') === '2');
    const diff = page.getByRole('dialog', { name: `页面 ${screenId} 的版本对比` });
    await expect
      .poll(() => diff.locator('.cm-changedLine').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('"code": {')]));
    expect(await diff.locator('strong').allInnerTexts()).toEqual(['第 1 版', '第 2 版']);
    expectNoPageErrors(errors);
  });

  it('imports a screen file from the list: a refused file lists its errors, a good one becomes a draft', async () => {
    const { page, errors } = await session.shell({ path: '/system/studio' });
    const file = (value: string) => ({
      name: 'suppliers.json',
      mimeType: 'application/json',
      buffer: Buffer.from(value),
    });
    const chooser = page.locator('input[type=file][aria-label="导入 JSON 文件"]');
    const dialog = page.getByRole('dialog', { name: `导入页面 ${screenId}` });

    await chooser.setInputFiles(file(text(screen()).replace('"maxLength"', '"maxLenght"')));
    await dialog.getByText(`文件 suppliers.json 将成为页面 ${screenId} 的新版本。`).waitFor();
    await dialog.getByRole('button', { name: '导入为草稿' }).click();
    await expect
      .poll(() => dialog.locator('.studio-errors').innerText())
      .toContain('/form/properties/name/maxLenght 此处不允许这个关键字');
    await dialog.getByRole('button', { name: /取\s?消/ }).click();

    await chooser.setInputFiles(
      file(
        text(
          screen({
            note: { type: 'string', title: 'tools.catalogue.name', 'x-decorator': 'FormItem', 'x-component': 'Input' },
          }),
        ),
      ),
    );
    await dialog.getByRole('button', { name: '导入为草稿' }).click();
    await page.getByText(`已导入为页面 ${screenId} 的草稿（第 4 版）`).waitFor();
    await page.waitForURL((url) => url.pathname === '/system/studioScreen');
    await expect.poll(() => page.getByTestId('studio-editor').innerText()).toContain('"note"');
    // A draft: what is served is still version 3.
    const served = await admin.call<{ form: { properties: object } }>('GET', `api/screens/${screenId}`);
    expect(Object.keys(served.body.form.properties)).not.toContain('note');
    expectNoPageErrors(errors);
  });
});
