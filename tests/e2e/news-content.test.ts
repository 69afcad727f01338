// Sites and content through the browser forms, in Chromium against the real server: a site
// created through the domains form, its language settings, the content editors of navigation
// items (/news/navinfo/{type}/...), the news list's link to the rich-text editor, and the product
// edit and copy pages.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';
import { chooseSite, type ShellPage } from './support/shell';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const siteName = `Form site ${tag}`;
const domain = `www.f${tag}.test`;
let admin: ApiSession;
let shell: ShellPage;
let siteId: number;

const session = setupBrowser();

// One shell for the whole file: the tests go on from the site the first one creates.
beforeAll(async () => {
  admin = await apiLogin(baseURL);
  shell = await session.shell({ path: '/news/domains' });
});

/** A content call of this test's site in one language, as the browser makes it. */
async function siteCall<T>(method: string, path: string, language: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${baseURL}/prod-api/${path}`, {
    method,
    headers: {
      Authorization: admin.token,
      'Site-Id': String(siteId),
      'Language-Source': language,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok, `${method} ${path}: ${answer.status}`).toBe(true);
  return (await answer.json()) as T;
}

/** The visible one of a kept-alive page's elements (hidden tabs keep theirs mounted). */
const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`);

interface Entry {
  id: number;
  title: string;
  body: string;
  image: string;
}
const entriesOf = async (navUrl: string) => {
  const items = await siteCall<{ content: { id: number; navUrl: string }[] }>('GET', 'news/navinfo', 'en');
  const item = items.content.find((row) => row.navUrl === navUrl)!;
  return (await siteCall<{ content: Entry[] }>('GET', `news/navContent?navId=${item.id}`, 'en')).content;
};

/** Opens a navigation item's content from the navigation list, by its row. */
async function openNavContent(page: Page, navUrl: string): Promise<void> {
  await page.goto('/news/navinfo');
  const row = screenPage(page).rows.filter({ has: page.getByRole('cell', { name: navUrl, exact: true }) });
  await row.getByRole('button', { name: /内\s?容/ }).click();
  await page.waitForURL(`**/news/navinfo/*/${navUrl}/*`);
  await visible(page, '[data-testid=nav-content]').waitFor();
}

describe('sites through the forms', () => {
  it('creates a site in the domains form, initialises it and renames a language in its settings', async () => {
    const { page } = shell;
    const screen = screenPage(page);
    await screen.button('新增').click();
    await screen.field('站点名称').fill(siteName);
    await screen.field('域名').fill(domain);
    for (const language of ['简体中文', 'English']) {
      // Clicked, then awaited: Playwright's check() reads the box right after its click and failed
      // once in CI on a box the re-render had not yet reached; a lost click still fails the poll.
      const box = screen.dialog.getByLabel(language);
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await screen.field('主题颜色').fill('#13c2c2');
    await screen.button('确定', screen.dialog).click();
    await screen.row(domain).waitFor();
    const sites = (
      await admin.call<{
        content: { id: number; domain: string; languages: string[]; color: string; initStatus: string }[];
      }>('GET', 'news/domains?page=0&size=100')
    ).body.content;
    const site = sites.find((row) => row.domain === domain)!;
    expect(site).toMatchObject({ languages: ['zh_CN', 'en'], color: '#13c2c2', initStatus: 'N' });
    siteId = site.id;

    await page.goto('/news/language');
    await page.getByTestId(`init-${siteId}`).click();
    await expect
      .poll(async () => (await admin.call<{ initStatus: string }>('GET', `news/domains/${siteId}`)).body.initStatus)
      .toBe('Y');
    await page.getByTestId(`languages-${siteId}`).click();
    await page.getByTestId('language-name-en').fill('Global');
    await page.getByTestId('language-add').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('日本語 (ja)').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect((await admin.call('GET', `news/domains/languages/${siteId}`)).body).toEqual([
      { language: 'zh_CN', name: '简体中文' },
      { language: 'en', name: 'Global' },
      { language: 'ja', name: '日本語' },
    ]);
    // The header offers the new name after the reload; choosing it applies the site's colour.
    await page.reload();
    await chooseSite(page, `${siteName} · Global`);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}').color).toBe('#13c2c2');
  });
});

describe('navigation content', () => {
  it('lists, adds, edits and deletes the entries of a history item', async () => {
    const { page } = shell;
    await openNavContent(page, 'history');
    await visible(page, '[data-testid=entry-add]').click();
    await page.getByRole('dialog').getByText('年份').waitFor();
    await page.getByTestId('entry-title').fill('2019');
    await page.getByTestId('entry-body').fill(`Founded ${tag}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await visible(page, '.ant-table-row').filter({ hasText: '2019' }).waitFor();
    expect(await entriesOf('history')).toEqual([expect.objectContaining({ title: '2019', body: `Founded ${tag}` })]);

    await visible(page, '[data-testid=entry-edit]').click();
    await page.getByTestId('entry-title').fill('2020');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await visible(page, '.ant-table-row').filter({ hasText: '2020' }).waitFor();
    expect((await entriesOf('history')).map((entry) => entry.title)).toEqual(['2020']);

    await visible(page, '[data-testid=entry-delete]').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(async () => (await entriesOf('history')).length).toBe(0);
    await visible(page, '.ant-table-placeholder').getByText('暂无内容').waitFor();
  });

  it('adds a slide with an uploaded image, and edits a single page in place with the rich-text editor', async () => {
    const { page } = shell;
    await openNavContent(page, 'swipers');
    await visible(page, '[data-testid=entry-add]').click();
    await page.getByTestId('entry-title').fill(`Slide ${tag}`);
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('dialog').getByTestId('entry-image').waitFor();
    await page.getByTestId('entry-link').fill('https://example.com/offer');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await visible(page, '.ant-table-row')
      .filter({ hasText: `Slide ${tag}` })
      .locator('img')
      .waitFor();
    const [slide] = await entriesOf('swipers');
    expect(slide).toMatchObject({ title: `Slide ${tag}`, link: 'https://example.com/offer' });
    expect(slide!.image).toMatch(/^\/prod-api\/api\/materials\/file\/[0-9a-f-]{36}\.png$/);

    await openNavContent(page, 'news');
    await visible(page, '[data-testid=rich-text] .ProseMirror').click();
    await page.keyboard.type(`About us ${tag}`);
    await visible(page, '[data-testid=entry-save]').click();
    await expect
      .poll(async () => (await entriesOf('news')).map((entry) => entry.body))
      .toEqual([`<p>About us ${tag}</p>`]);
  });

  it('opens the generic {navType} route with every field, and says so for an unknown item', async () => {
    const { page } = shell;
    await page.goto('/news/navinfo/anyType/case/Cases');
    await visible(page, '[data-testid=entry-add]').click();
    for (const label of ['标题', '图片', '正文', '链接'])
      await page.getByRole('dialog').getByText(label, { exact: true }).waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s?消/ })
      .click();
    await page.goto('/news/navinfo/history/no-such-item/Nothing');
    await visible(page, '.ant-empty-description').getByText('当前站点语言没有路径为 no-such-item 的栏目').waitFor();
  });
});

describe('news and product editors from their lists', () => {
  it('goes from the news list to the rich-text editor, to write and to edit', async () => {
    const { page } = shell;
    await page.goto('/news/news');
    await visible(page, 'button').filter({ hasText: '在编辑器中新增' }).click();
    await page.waitForURL('**/news/addNewsDetail');
    await visible(page, '[data-testid=news-title]').fill(`Editor news ${tag}`);
    await visible(page, '[data-testid=rich-text] .ProseMirror').click();
    await page.keyboard.type('Written in the editor');
    await visible(page, '[data-testid=news-save]').click();
    await page.waitForURL('**/news/editNewsDetail/*');
    const id = Number(page.url().split('/').pop());

    await page.goto('/news/news');
    await visible(page, '.ant-table-row')
      .filter({ hasText: `Editor news ${tag}` })
      .getByRole('button', { name: '编辑器' })
      .click();
    await page.waitForURL(`**/news/editNewsDetail/${id}`);
    await expect.poll(() => visible(page, '[data-testid=news-title]').inputValue()).toBe(`Editor news ${tag}`);
    await expect
      .poll(() => visible(page, '[data-testid=rich-text] .ProseMirror').textContent())
      .toBe('Written in the editor');
  });

  it('edits a product and copies it from the product list', async () => {
    const { page } = shell;
    const { id } = await siteCall<{ id: number }>('POST', 'news/product', 'en', {
      name: `Teapot ${tag}`,
      price: 12.5,
      published: true,
    });
    await page.goto('/news/product');
    const row = (name: string) => visible(page, '.ant-table-row').filter({ hasText: name });
    await row(`Teapot ${tag}`).getByRole('button', { name: '编辑产品' }).click();
    await page.waitForURL(`**/news/product/editProduct/${id}`);
    await expect.poll(() => visible(page, '[data-testid=product-name]').inputValue()).toBe(`Teapot ${tag}`);
    await visible(page, '[data-testid=product-name]').fill(`Teapot XL ${tag}`);
    await visible(page, 'input[data-testid=product-price], [data-testid=product-price] input').fill('20');
    await visible(page, '[data-testid=rich-text] .ProseMirror').click();
    await page.keyboard.type('Holds a litre');
    await visible(page, '[data-testid=product-save]').click();
    await expect
      .poll(async () => siteCall('GET', `news/product/${id}`, 'en'))
      .toMatchObject({ name: `Teapot XL ${tag}`, price: 20, description: '<p>Holds a litre</p>', published: true });

    await page.goto('/news/product');
    await row(`Teapot XL ${tag}`).getByRole('button', { name: '复制产品' }).click();
    await page.waitForURL(`**/news/product/copyProduct/${id}`);
    await expect.poll(() => visible(page, '[data-testid=product-name]').inputValue()).toBe(`Teapot XL ${tag} 副本`);
    await visible(page, '[data-testid=product-save]').click();
    await page.waitForURL('**/news/product/editProduct/*');
    const copyId = Number(page.url().split('/').pop());
    expect(copyId).not.toBe(id);
    expect(await siteCall('GET', `news/product/${copyId}`, 'en')).toMatchObject({
      name: `Teapot XL ${tag} 副本`,
      price: 20,
      description: '<p>Holds a litre</p>',
      published: false,
    });
    expect(await siteCall('GET', `news/product/${id}`, 'en')).toMatchObject({ name: `Teapot XL ${tag}` });
    expectNoPageErrors(shell.errors);
  });
});
