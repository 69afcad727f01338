// Page decoration editing in Chromium against the real server, on pages seeded through the API:
// keyboard moves, duplicate/delete with undo/redo, the page name, the language and type switches
// (separate pages on the server) and the unsaved-changes guard.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors, loginAsAdmin } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

/** Saves a first draft of the given block types (version 0 creates the page). */
async function seedPage(path: string, types: string[]): Promise<void> {
  const document = { blocks: types.map((type, index) => ({ id: `${type}${index}`, type, props: {} })) };
  await expectStatus(admin.call('PUT', `api/diy/page/${path}`, { name: 'e2e', document, version: 0 }), 200);
}

/** Logs in and opens the editor of one page, waiting until the page is loaded. */
async function openEditor(path: string) {
  const opened = await session.page();
  await opened.page.goto(`/login?from=${encodeURIComponent(`/diy/page/decorate/${path}`)}`);
  await loginAsAdmin(opened.page);
  await saveButton(opened.page).and(opened.page.locator(':not([disabled])')).waitFor();
  return opened;
}

/** antd puts a space between the two characters of a button's text ("保 存"). */
const button = (page: Page | Locator, name: string) =>
  page.getByRole('button', { name: new RegExp(name.split('').join('\\s?')) });
const saveButton = (page: Page) => button(page, '保存');
// The shell keeps each opened page mounted in a hidden tab: only the shown editor's blocks count.
const order = (page: Page) =>
  page
    .locator('[data-testid="canvas-block"]:visible')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type')));

describe('page decoration editing', () => {
  it('moves a block with the keyboard: focus, space, arrow down, space', async () => {
    const path = `zh_CN/mobile/kbd${tag}`;
    await seedPage(path, ['banner', 'noticeBar', 'footer']);
    const { page, errors } = await openEditor(path);
    await expect.poll(() => order(page)).toEqual(['banner', 'noticeBar', 'footer']);

    await page.getByTestId('canvas-block').first().focus();
    // dnd-kit listens for the moving keys from the next tick on: wait until the drag announced itself.
    await page.keyboard.press('Space');
    await page
      .getByText(/^(Picked up draggable item banner0|Draggable item banner0 was moved over droppable area banner0)/)
      .waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    await page
      .getByText(/^Draggable item banner0 was moved over droppable area noticeBar1/)
      .waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => order(page)).toEqual(['noticeBar', 'banner', 'footer']);
    expectNoPageErrors(errors);
  });

  it('duplicates and deletes the selected block, undoes and redoes', async () => {
    const path = `zh_CN/mobile/edit${tag}`;
    await seedPage(path, ['banner', 'noticeBar']);
    const { page, errors } = await openEditor(path);
    const blocks = page.getByTestId('canvas-block');
    await expect.poll(() => order(page)).toEqual(['banner', 'noticeBar']);

    await blocks.first().click();
    await button(blocks.first(), '复制').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'banner', 'noticeBar']);
    // The copy is selected: deleting removes it, not the original.
    await expect(blocks.nth(1).getAttribute('aria-pressed')).resolves.toBe('true');
    await blocks.last().click();
    await button(blocks.last(), '删除').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'banner']);

    await button(page, '撤销').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'banner', 'noticeBar']);
    await button(page, '撤销').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'noticeBar']);
    await button(page, '重做').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'banner', 'noticeBar']);
    await button(page, '重做').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'banner']);
    await expect(button(page, '重做').isDisabled()).resolves.toBe(true);
    expectNoPageErrors(errors);
  });

  it('asks before leaving unsaved edits, then switches type and language to their own pages', async () => {
    const id = `switch${tag}`;
    await seedPage(`zh_CN/mobile/${id}`, ['banner']);
    await seedPage(`zh_CN/pc/${id}`, ['footer']);
    await seedPage(`en/pc/${id}`, ['noticeBar', 'menus']);
    const { page, errors } = await openEditor(`zh_CN/mobile/${id}`);
    const blocks = page.locator('[data-testid="canvas-block"]:visible');
    await expect.poll(() => order(page)).toEqual(['banner']);

    await blocks.first().click();
    await button(blocks.first(), '复制').click();
    await expect.poll(() => order(page)).toEqual(['banner', 'banner']);

    // Cancelling the guard keeps the page and its unsaved edits.
    await page.getByText('PC 端', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('修改尚未保存，确定离开吗？').waitFor();
    await button(dialog, '留下').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/diy/page/decorate/zh_CN/mobile/${id}`);
    await expect.poll(() => order(page)).toEqual(['banner', 'banner']);

    // Leaving opens the PC page: a page of its own on the server.
    await page.getByText('PC 端', { exact: true }).click();
    await dialog.getByText('修改尚未保存，确定离开吗？').waitFor();
    await button(dialog, '离开').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/diy/page/decorate/zh_CN/pc/${id}`);
    await expect.poll(() => order(page)).toEqual(['footer']);

    // Nothing unsaved here: the language switch goes straight to the English PC page.
    await page.locator('.ant-select:visible', { has: page.getByLabel('页面语言') }).click();
    await page.locator('.ant-select-item-option', { hasText: 'English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/diy/page/decorate/en/pc/${id}`);
    await expect.poll(() => order(page)).toEqual(['noticeBar', 'menus']);
    await expect(dialog.isVisible()).resolves.toBe(false);
    expectNoPageErrors(errors);
  });

  it('saves the page name with the page; a renamed page counts as unsaved', async () => {
    const path = `zh_CN/mobile/name${tag}`;
    await seedPage(path, ['banner']);
    const { page, errors } = await openEditor(path);
    const name = page.getByRole('textbox', { name: '页面名称' });
    await expect.poll(() => name.inputValue()).toBe('e2e');
    await name.fill(`Home ${tag}`);
    await page.getByText('有未保存的修改').waitFor();
    await saveButton(page).click();
    await page.getByText('已保存').waitFor();
    await page.getByText('有未保存的修改').waitFor({ state: 'hidden' });
    const stored = await expectStatus(admin.call<{ name: string }>('GET', `api/diy/page/${path}`), 200);
    expect(stored.name).toBe(`Home ${tag}`);
    expectNoPageErrors(errors);
  });
});
