// What a first-time operator meets, in Chromium against a server of its own (no site yet): the
// site-scoped screens and the editors opened from them show an empty state leading to 域名管理
// instead of stacking the server's 400 news.noSite errors, and initialising a site brings the
// header's site selector without a reload; hand-written views open without asking for a screen
// schema; a bare phone preview says no page was named; content types, default navigation and task
// handlers show translated names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

let server: RunningServer;
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  server = await startServer({ captcha: false });
  admin = await apiLogin(server.baseURL);
});

afterAll(async () => {
  await server?.stop();
});

/** Every call the page makes that is refused as bad (the server's 400 news.noSite), by its path. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 400) refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

const SITE_SCOPED = [
  '/news/navinfo',
  '/news/news',
  '/news/product',
  '/hierpuni/materia/index',
  '/hierpuni/materia/video',
  // The editors opened from those lists.
  '/news/addNewsDetail',
  '/news/editNewsDetail/1',
  '/news/product/editProduct/1',
  '/news/product/copyProduct/1',
  '/news/navinfo/about/about/About',
];

describe('before any site exists', () => {
  it.each(SITE_SCOPED)(
    '%s shows the empty state with the way to 域名管理, and asks nothing the server refuses',
    async (path) => {
      const { page, errors } = await session.shell({ baseURL: server.baseURL });
      const refused = refusedCalls(page);
      await page.goto(path);
      await page.getByTestId('no-site').getByText('还没有可编辑的站点').waitFor();
      expect(refused).toEqual([]);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      expect(await page.getByTestId('site-selector').count()).toBe(0);

      await page.getByRole('button', { name: '前往域名管理' }).click();
      await page.waitForURL('**/news/domains');
      expect(refused).toEqual([]);
      expectNoPageErrors(errors);
    },
  );
});

describe('hand-written views', () => {
  it('open, from the address bar and from the menu, without asking for a screen schema', async () => {
    const { page, errors } = await session.shell({ baseURL: server.baseURL });
    const schemaCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/screens/')) schemaCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard/workplace');
    await page.getByTestId('layout-header').waitFor();
    // Opening the submenu prefetches the schemas of the views under it; both are hand-written.
    await page.getByRole('menuitem', { name: '素材管理' }).click();
    await page.getByRole('menuitem', { name: '图片素材' }).click();
    await page.getByTestId('no-site').waitFor();
    await page.getByRole('menuitem', { name: '视频素材' }).click();
    await page.waitForURL('**/hierpuni/materia/video');
    // The image tab stays mounted beside it (kept alive), hidden.
    await expect.poll(() => page.locator('[data-testid=no-site]:visible').count()).toBe(1);
    await expect.poll(() => page.getByTestId('no-site').count()).toBe(2);
    expect(schemaCalls).toEqual([]);
    expectNoPageErrors(errors);
  });
});

describe('once a site is initialised', () => {
  it('the header shows the site selector and the screens their content, without a reload', async () => {
    const { page, errors } = await session.shell({ baseURL: server.baseURL, path: '/news/news' });
    await page.getByTestId('no-site').waitFor();
    const site = await expectStatus<{ id: number }>(
      admin.call('POST', 'news/domains', {
        name: 'First site',
        domain: 'www.first.test',
        languages: ['zh_CN'],
        color: '#1677ff',
      }),
      201,
    );
    // A reload would drop this mark.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.getByRole('menuitem', { name: '语言管理' }).click();
    await page.getByTestId(`init-${site.id}`).click();
    await page.getByTestId('site-selector').getByText('First site', { exact: false }).waitFor();

    await page.getByRole('menuitem', { name: '新闻管理' }).click();
    await page.waitForURL('**/news/news');
    await page.locator('.ant-table').first().waitFor();
    expect(await page.getByTestId('no-site').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expectNoPageErrors(errors);
  });
});

describe('names, not codes', () => {
  it("the initialised site's navigation and its content types are named in the site's language", async () => {
    // Runs after 'once a site is initialised': First site has its default navigation in zh_CN.
    const { page, view, errors } = await session.screen('/news/navinfo', { baseURL: server.baseURL });
    const row = view.row('图文列表');
    await row.waitFor();
    expect(await row.innerText()).not.toMatch(/multiText/);
    // Only the type code is spelt so (its address is lower case): neither name nor type shows it.
    expect(await page.locator('.ant-table-tbody').innerText()).not.toMatch(/multiText/);
    await view.row('发展历程').waitFor();

    await page.goto('/news/navinfo/multiText/multitext/x');
    await page
      .getByTestId('nav-content')
      .locator('.ant-card-head-title')
      .getByText('图文列表', { exact: true })
      .waitFor();
    expectNoPageErrors(errors);
  });

  it("定时任务 shows a task's handler by its translated name", async () => {
    await expectStatus(
      admin.call('POST', 'api/timing', {
        name: 'Prune logins',
        handler: 'cleanLoginLogs',
        cron: '0 3 * * *',
        params: '30',
      }),
      201,
    );
    const { page, view, errors } = await session.screen('/system/timing', { baseURL: server.baseURL });
    const row = view.row('Prune logins');
    await row.getByText('清理登录记录', { exact: true }).waitFor();
    expect(await page.locator('.ant-table-tbody').innerText()).not.toMatch(/cleanLoginLogs/);
    expectNoPageErrors(errors);
  });
});

describe('the phone preview', () => {
  it('says no page was named when the address names none, not that it is unpublished', async () => {
    const { page, errors } = await session.page({ baseURL: server.baseURL });
    await page.goto('/diy/page/phone');
    await page
      .getByTestId('preview-unnamed')
      .getByText(/没有指定要预览的页面/)
      .waitFor();
    expect(await page.getByText('此页面尚未发布。').count()).toBe(0);

    await page.goto('/diy/page/phone?siteKey=nothing-here&pageId=home');
    await page.getByText('此页面尚未发布。').waitFor();
    expect(await page.getByTestId('preview-unnamed').count()).toBe(0);
    expectNoPageErrors(errors);
  });
});
