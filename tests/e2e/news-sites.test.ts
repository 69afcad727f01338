// Sites, languages and content in Chromium against the real server: create a site, initialise it,
// switch to it in the header (theme colour and [site] title prefix), write a news item with a cover
// image in two languages, upload and delete an image and a video, and generate the site.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import { chooseSite, type ShellPage } from './support/shell';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(256)]);
let admin: ApiSession;
let shell: ShellPage;
let siteId: number;
const siteName = `Site ${tag}`;

const session = setupBrowser();

// One shell for the whole file: the tests go on from the site switched to in the first one.
beforeAll(async () => {
  admin = await apiLogin(baseURL);
  const created = await expectStatus<{ id: number }>(
    admin.call('POST', 'news/domains', {
      name: siteName,
      domain: `www.s${tag}.test`,
      languages: ['zh_CN', 'en'],
      color: '#722ed1',
    }),
    201,
  );
  siteId = created.id;
  shell = await session.shell({ path: '/news/language' });
});

async function writeNews(page: Page, title: string): Promise<void> {
  await page.goto('/news/addNewsDetail');
  await page.getByTestId('news-title').fill(title);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('news-cover').waitFor();
  await page.locator('[data-testid=rich-text] .ProseMirror').click();
  await page.keyboard.type(`Body of ${title}`);
  await page.getByTestId('news-published').click();
  await page.getByTestId('news-save').click();
  await page.waitForURL('**/news/editNewsDetail/*');
}

describe('sites and content', () => {
  it('initialises a site, switches to it in the header, and titles /news pages with it', async () => {
    const { page } = shell;
    await page.getByTestId(`init-${siteId}`).click();
    await expect
      .poll(async () => (await admin.call<{ initStatus: string }>('GET', `news/domains/${siteId}`)).body.initStatus)
      .toBe('Y');
    await page.reload();
    await chooseSite(page, `${siteName} · English`);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}').color).toBe('#722ed1');
    expect(await page.evaluate(() => localStorage.getItem('site_language'))).toBe('en');
    await expect
      .poll(() => page.locator('[data-tab-key="/news/language"]').textContent())
      .toContain(`[${siteName} · English]`);
  });

  it('writes a news item with a cover in two languages, each kept to its language', async () => {
    const { page } = shell;
    await writeNews(page, `English news ${tag}`);
    await page.goto('/news/language');
    await chooseSite(page, `${siteName} · 简体中文`);
    await writeNews(page, `中文新闻 ${tag}`);
    const id = Number(page.url().split('/').pop());
    // Editing keeps the cover and changes the title (the add page stays alive in its tab, hidden).
    // The URL changes before the add page is hidden, so wait for the edit page itself.
    await page.locator('.ant-card-head-title:visible', { hasText: '编辑新闻' }).waitFor();
    await page.locator('[data-testid=news-title]:visible').fill(`中文新闻二 ${tag}`);
    await page.locator('[data-testid=news-save]:visible').click();
    // Content calls name their site and language: other test files create sites of their own.
    const zhHeaders = { Authorization: admin.token, 'Site-Id': String(siteId), 'Language-Source': 'zh_CN' };
    await expect
      .poll(async () => (await fetch(`${baseURL}/prod-api/news/news/${id}`, { headers: zhHeaders })).json())
      .toMatchObject({ title: `中文新闻二 ${tag}`, published: true });
    const zh = await fetch(`${baseURL}/prod-api/news/news?page=0&size=50`, { headers: zhHeaders });
    const titles = ((await zh.json()) as { content: { title: string; cover: string }[] }).content.map(
      (item) => item.title,
    );
    expect(titles).toEqual([`中文新闻二 ${tag}`]);
  });

  it('uploads and deletes an image and a video', async () => {
    const { page } = shell;
    for (const [path, file] of [
      ['/hierpuni/materia/index', { name: 'photo.png', mimeType: 'image/png', buffer: PNG }],
      ['/hierpuni/materia/video', { name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 }],
    ] as const) {
      await page.goto(path);
      await page.locator('input[type=file]').setInputFiles(file);
      await page.getByTestId('material-card').filter({ hasText: file.name }).waitFor();
      // The news covers are images of this site too: find the uploaded file by its name.
      const card = page.getByTestId('material-card').filter({ hasText: file.name });
      await card.getByTestId('material-delete').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await expect.poll(() => card.count()).toBe(0);
    }
  });

  it('generates the site', async () => {
    const { page } = shell;
    await page.goto('/news/language');
    await page.getByTestId(`generate-${siteId}`).click();
    await page
      .locator('.ant-message')
      .getByText(/files generated|个文件/)
      .waitFor();
    const row = (await admin.call<{ generatedAt?: string }>('GET', `news/domains/${siteId}`)).body;
    expect(row.generatedAt).toBeTruthy();
    expectNoPageErrors(shell.errors);
  });
});
