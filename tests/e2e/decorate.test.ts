// Page decoration in Chromium against the real server: build a page by dragging four kinds of
// blocks, edit properties, reorder by mouse, undo, publish, and see the same page
// in the public phone preview (with a product from the shop's goods).
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiLogin, expectStatus } from './support/admin-api';
import { expectNoPageErrors, loginAsAdmin } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const goodsName = `Tea ${tag}`;

const session = setupBrowser();

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  await expectStatus(
    admin.call('POST', 'api/shopGoods', {
      name: goodsName,
      categoryName: 'Drinks',
      image: `${baseURL}/favicon.ico`,
      price: 9.5,
      stock: 3,
      onShelf: true,
    }),
    201,
  );
});

/** dnd-kit swallows any click in the 50 ms after a drop (the drag's own click, in its PointerSensor). */
const DND_KIT_CLICK_GUARD_MS = 50;

/**
 * Drags with the mouse in small steps, as dnd-kit's pointer sensor needs, onto part of a target,
 * then waits out the click guard: a person's next click comes later than that; the test's came
 * within it on a quiet machine, and the block it clicked was never selected.
 */
async function drag(page: Page, source: Locator, target: Locator, where: 'top' | 'bottom' | 'middle'): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  const y = to.y + to.height * { top: 0.2, bottom: 0.8, middle: 0.5 }[where];
  await page.mouse.move(to.x + to.width / 2, y, { steps: 15 });
  await page.mouse.up();
  await page.waitForTimeout(DND_KIT_CLICK_GUARD_MS + 20);
}

const order = (blocks: Locator) =>
  blocks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type')));

describe('page decoration', () => {
  it('builds, edits, reorders, undoes and publishes a page the phone preview then shows', async () => {
    const { page, errors } = await session.page();
    await page.goto(`/login?from=${encodeURIComponent(`/diy/page/decorate/zh_CN/mobile/e2e${tag}`)}`);
    await loginAsAdmin(page);
    const canvas = page.getByTestId('canvas');
    const blocks = page.getByTestId('canvas-block');
    await page.getByTestId('palette-banner').waitFor();
    await page.getByRole('button', { name: '保存' }).and(page.locator(':not([disabled])')).waitFor();

    await drag(page, page.getByTestId('palette-banner'), canvas, 'middle');
    await expect.poll(() => order(blocks)).toEqual(['banner']);
    await drag(page, page.getByTestId('palette-goodsList'), canvas, 'bottom');
    await expect.poll(() => order(blocks)).toEqual(['banner', 'goodsList']);
    // Dropped on the upper half of the banner: goes above it.
    await drag(page, page.getByTestId('palette-noticeBar'), blocks.first(), 'top');
    await expect.poll(() => order(blocks)).toEqual(['noticeBar', 'banner', 'goodsList']);
    await drag(page, page.getByTestId('palette-footer'), blocks.last(), 'bottom');
    await expect.poll(() => order(blocks)).toEqual(['noticeBar', 'banner', 'goodsList', 'footer']);
    await expect(canvas.getByText(goodsName).count()).resolves.toBe(1);

    // Select the banner and edit its title through the properties form.
    await blocks.nth(1).click();
    const panel = page.getByTestId('properties-panel');
    await panel.getByLabel('标题', { exact: true }).fill(`Hello ${tag}`);
    await canvas.getByText(`Hello ${tag}`).waitFor();
    await blocks.nth(0).click();
    await panel.getByLabel('文字', { exact: true }).fill(`News ${tag}`);
    await canvas.getByText(`News ${tag}`).waitFor();

    // Reorder by mouse: the footer to the top; then undo puts it back.
    await drag(page, blocks.nth(3), blocks.nth(0), 'top');
    await expect.poll(() => order(blocks)).toEqual(['footer', 'noticeBar', 'banner', 'goodsList']);
    await page.getByRole('button', { name: /撤\s*销/ }).click();
    await expect.poll(() => order(blocks)).toEqual(['noticeBar', 'banner', 'goodsList', 'footer']);
    await expect(canvas.getByText(`News ${tag}`).count()).resolves.toBe(1);

    await page.getByRole('button', { name: /发\s*布/ }).click();
    await page.getByText('已发布').waitFor();
    const href = await page.getByRole('link', { name: /预\s*览/ }).getAttribute('href');
    expect(href).toMatch(/^\/diy\/page\/phone\?siteKey=[0-9a-f]{32}&lang=zh_CN&type=mobile&pageId=e2e/);
    expectNoPageErrors(errors);

    // The preview is public: a fresh context without a login.
    const visitor = await session.page();
    await visitor.page.goto(href!);
    const screen = visitor.page.getByTestId('phone-screen');
    await screen.getByText(`Hello ${tag}`).waitFor();
    await expect(
      screen
        .locator('[data-block-type]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type'))),
    ).resolves.toEqual(['noticeBar', 'banner', 'goodsList', 'footer']);
    await expect(screen.getByText(`News ${tag}`).count()).resolves.toBe(1);
    await expect(screen.getByText(goodsName).count()).resolves.toBe(1);
    expect((await screen.boundingBox())!.width).toBe(375 + 24);
    expectNoPageErrors(visitor.errors);
  });

  it("starts new blocks in the page's language, and shows visitors no operator hints", async () => {
    const { page, errors } = await session.page();
    await page.goto(`/login?from=${encodeURIComponent(`/diy/page/decorate/zh_CN/mobile/texts${tag}`)}`);
    await loginAsAdmin(page);
    const canvas = page.getByTestId('canvas');
    await page.getByTestId('palette-banner').waitFor();
    await page.getByRole('button', { name: '保存' }).and(page.locator(':not([disabled])')).waitFor();
    await drag(page, page.getByTestId('palette-banner'), canvas, 'middle');
    await drag(page, page.getByTestId('palette-noticeBar'), page.getByTestId('canvas-block').first(), 'top');
    await canvas.getByText('欢迎光临', { exact: true }).waitFor();
    await canvas.getByText('店铺公告', { exact: true }).waitFor();
    expectNoPageErrors(errors);

    // No e2e test adds group-buying campaigns: the block is empty for the operator and the visitor.
    const admin = await apiLogin(baseURL);
    const address = `api/diy/page/zh_CN/mobile/empty${tag}`;
    const block = { id: 'b1', type: 'combination', props: { title: '拼团', limit: 4, columns: 2 } };
    await expectStatus(admin.call('PUT', address, { name: 'empty', document: { blocks: [block] }, version: 0 }), 200);
    await expectStatus(admin.call('POST', `${address}/publish`, { version: 1 }), 200);
    const { siteKey } = await expectStatus(admin.call<{ siteKey: string }>('GET', address), 200);
    const visitor = await session.page();
    await visitor.page.goto(`/diy/page/phone?siteKey=${siteKey}&lang=zh_CN&type=mobile&pageId=empty${tag}`);
    const empty = visitor.page.getByTestId('block-empty');
    await empty.waitFor();
    await expect(empty.innerText()).resolves.toBe('暂无内容');
    expectNoPageErrors(visitor.errors);
  });
});
