// Scheduled social publishing in Chromium, on a server of this file's own whose publisher ticks
// every second and may call a local stand-in of a platform endpoint (SOCIAL_ALLOWED_ORIGINS): an
// account made in the account form, a post scheduled a few seconds ahead in the post form by a
// browser in Asia/Shanghai while the server runs in UTC, its status turning 已发布 in the list at
// the operator's time, not eight hours later; a post on a failing account showing the service's
// error, and the retry row call reporting it; a post scheduled in Shanghai shown to a browser in
// London on London's clock, in the list and the edit form, and saved from there unmoved.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SOCIAL_DOWN_ERROR, SOCIAL_TOKEN, startSocialStandIn, type SocialStandIn } from '../server/stand-ins/social';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { openScreenAsAdmin, type OpenScreen } from './support/admin-screen';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

const tag = randomBytes(3).toString('hex');
/** The operator's browser and the server are eight hours apart all year (Shanghai has no DST). */
const OPERATOR_ZONE = 'Asia/Shanghai';
const SERVER_ZONE = 'UTC';
/** What the clocks of `zone` read at `date`, as the date picker writes it. */
const wallTime = (date: Date, zone: string) => date.toLocaleString('sv-SE', { timeZone: zone });

const session = setupBrowser();
let social: SocialStandIn;
let server: RunningServer;
let admin: ApiSession;
const opened: OpenScreen[] = [];

beforeAll(async () => {
  social = await startSocialStandIn();
  server = await startServer({
    captcha: false,
    env: { SOCIAL_ALLOWED_ORIGINS: social.base, SOCIAL_PUBLISH_INTERVAL_MS: '1000', TZ: SERVER_ZONE },
  });
  admin = await apiLogin(server.baseURL);
}, 200_000);
afterAll(async () => {
  await Promise.all(opened.map((screen) => screen.context.close()));
  await server?.stop();
  await social?.close();
});

async function openScreen(path: string): Promise<OpenScreen> {
  const screen = await openScreenAsAdmin(session.browser, server.baseURL, path);
  opened.push(screen);
  return screen;
}

/** A screen in a browser whose clock is in `zone` (Playwright's timezoneId for this page only: the shared context helper takes no zone). */
async function openScreenIn(path: string, zone: string): Promise<OpenScreen> {
  const screen = await openScreen(path);
  await (await screen.context.newCDPSession(screen.page)).send('Emulation.setTimezoneOverride', { timezoneId: zone });
  await screen.page.reload();
  await screen.page.locator('.ant-table').first().waitFor();
  expect(await screen.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
  return screen;
}

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Schedules a post in the post form (待发布), its time typed as the date picker shows it. */
async function schedulePost(
  { page, view }: OpenScreen,
  post: { title: string; accountName: string; content: string; publishAt: string },
): Promise<void> {
  await view.button('新增').click();
  await view.dialog.waitFor();
  await view.field('标题').fill(post.title);
  await view.dialog.getByRole('combobox', { name: '发布账号', exact: true }).click();
  await page.locator(`.ant-select-tree-node-content-wrapper[title="${post.accountName}"]`).click();
  await view.field('正文').fill(post.content);
  await view.field('计划发布时间').click();
  await view.field('计划发布时间').fill(post.publishAt);
  // With showTime the typed value is taken by the panel's OK button.
  const picker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await picker.locator('.ant-picker-ok button').click();
  await picker.waitFor({ state: 'hidden' });
  await expect.poll(() => view.field('计划发布时间').inputValue()).toBe(post.publishAt);
  // A select holding a value (草稿 by default) has a zero-width search input: click its box.
  await view.dialog
    .locator('.ant-formily-item')
    .filter({ has: page.getByText('状态', { exact: true }) })
    .locator('.ant-select-selector')
    .click();
  await dropdown(page).locator('.ant-select-item-option[title="待发布"]').click();
  await view.button('确定', view.dialog).click();
  await view.dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => view.row(post.title).innerText()).toMatch(/待发布/);
}

/** Re-runs the list's search until `row` reads `expected` (the list does not poll by itself). */
async function pollRow(open: OpenScreen, title: string, expected: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        await open.view.button('搜索').click();
        text = (await open.view.row(title).count()) === 1 ? await open.view.row(title).innerText() : '';
        return expected.test(text);
      },
      { timeout: 60_000, interval: 1000, message: `${title} never matched ${expected}` },
    )
    .toBe(true);
  return text;
}

describe('scheduled social publishing', () => {
  it('publishes a post scheduled in the browser form at its time, and lists it as 已发布', async () => {
    const accountName = `Shop ${tag}`;
    const accounts = await openScreen('/social/account');
    await accounts.view.button('新增').click();
    await accounts.view.dialog.waitFor();
    await accounts.view.field('账号名称').fill(accountName);
    await accounts.view.dialog.getByRole('combobox', { name: '平台', exact: true }).click();
    await dropdown(accounts.page).locator('.ant-select-item-option[title="微博"]').click();
    // An internal address is refused by the server in its own words; the stand-in's origin is allowed.
    await accounts.view.field('发布接口地址').fill('http://10.0.0.8/posts');
    await accounts.view.field('访问令牌').fill(SOCIAL_TOKEN);
    await accounts.view.button('确定', accounts.view.dialog).click();
    await accounts.page
      .locator('.ant-notification-notice', { hasText: '接口地址必须是公网上的 http(s) 地址，不能指向本机或内网' })
      .waitFor();
    await accounts.view.field('发布接口地址').fill(`${social.base}/posts`);
    await accounts.view.button('确定', accounts.view.dialog).click();
    await accounts.view.dialog.waitFor({ state: 'hidden' });
    await accounts.view.row(accountName).waitFor();
    expect(accounts.errors).toEqual([]);

    const title = `Launch ${tag}`;
    const posts = await openScreenIn('/social/publish', OPERATOR_ZONE);
    const due = new Date(Date.now() + 20_000);
    await schedulePost(posts, {
      title,
      accountName,
      content: 'Our spring sale starts now',
      publishAt: wallTime(due, OPERATOR_ZONE),
    });
    expect(social.state.posts.some((sent) => sent.title === title)).toBe(false);

    const listed = await pollRow(posts, title, /已发布/);
    expect(listed).toContain(accountName);
    const sent = social.state.posts.filter((item) => item.title === title);
    expect(sent).toEqual([
      expect.objectContaining({ title, content: 'Our spring sale starts now', platform: 'weibo' }),
    ]);
    // Not before its time (the stand-in saw it when it came).
    const stored = (
      await expectStatus(
        admin.call<{ content: { title: string; publishedAt: string }[] }>(
          'GET',
          `api/socialPost?title=${encodeURIComponent(title)}`,
        ),
        200,
      )
    ).content[0]!;
    expect(Date.parse(stored.publishedAt)).toBeGreaterThanOrEqual(due.getTime() - 1000);
    expect(posts.errors).toEqual([]);
  });

  it('shows the service error of a post that failed, and the retry call reports it again', async () => {
    const account = await expectStatus(
      admin.call<{ id: number }>('POST', 'api/socialAccount', {
        name: `Down ${tag}`,
        platform: 'weibo',
        endpoint: `${social.base}/down`,
        accessToken: SOCIAL_TOKEN,
        enabled: true,
      }),
      201,
    );
    const title = `Quota ${tag}`;
    // The test's own calls send no Time-Zone: the time is read in the server's zone.
    await expectStatus(
      admin.call('POST', 'api/socialPost', {
        title,
        content: 'x',
        accountId: account.id,
        publishAt: wallTime(new Date(Date.now() + 3000), SERVER_ZONE),
        status: 'scheduled',
      }),
      201,
    );

    const posts = await openScreen('/social/publish');
    const { page, view } = posts;
    const listed = await pollRow(posts, title, /发布失败/);
    expect(listed).toContain(`HTTP 503: ${SOCIAL_DOWN_ERROR}`);

    await view.button('重试', view.row(title)).click();
    await page.getByText('重新发布这条失败的帖子吗？').waitFor();
    await view.button('确定', page.locator('.ant-popover:not(.ant-popover-hidden)')).click();
    await page.locator('.ant-message', { hasText: `执行失败: HTTP 503: ${SOCIAL_DOWN_ERROR}` }).waitFor();
    await expect.poll(() => view.row(title).innerText()).toMatch(/发布失败/);
    expect(posts.errors).toEqual([]);
  });
  it("shows a post scheduled in Shanghai on London's clock, in the list and the edit form, and a London save keeps its instant", async () => {
    const accountName = `Clock ${tag}`;
    await expectStatus(
      admin.call('POST', 'api/socialAccount', {
        name: accountName,
        platform: 'weibo',
        endpoint: `${social.base}/posts`,
        accessToken: SOCIAL_TOKEN,
        enabled: true,
      }),
      201,
    );
    const title = `Two clocks ${tag}`;
    // 1 June 2035, 10:00 in Shanghai: 02:00 UTC, 03:00 in London (BST).
    const shanghai = await openScreenIn('/social/publish', OPERATOR_ZONE);
    await schedulePost(shanghai, {
      title,
      accountName,
      content: 'Seen from two offices',
      publishAt: '2035-06-01 10:00:00',
    });
    expect(await shanghai.view.row(title).innerText()).toContain('2035-06-01 10:00:00');

    const london = await openScreenIn('/social/publish', 'Europe/London');
    const { view } = london;
    await view.row(title).waitFor();
    expect(await view.row(title).innerText()).toContain('2035-06-01 03:00:00');
    await view.button('编辑', view.row(title)).click();
    await view.dialog.waitFor();
    expect(await view.field('计划发布时间').inputValue()).toBe('2035-06-01 03:00:00');
    await view.field('正文').fill('Seen from two offices, reworded in London');
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });

    // The test's own call sends no Time-Zone: the server's clock (UTC) shows the instant itself.
    const stored = async () =>
      (
        await expectStatus(
          admin.call<{ content: { content: string; publishAt: string; dueAt: string }[] }>(
            'GET',
            `api/socialPost?title=${encodeURIComponent(title)}`,
          ),
          200,
        )
      ).content[0];
    await expect.poll(stored).toMatchObject({
      content: 'Seen from two offices, reworded in London',
      publishAt: '2035-06-01 02:00:00',
      dueAt: '2035-06-01T02:00:00.000Z',
    });
    await shanghai.view.button('搜索').click();
    await expect.poll(() => shanghai.view.row(title).innerText()).toContain('2035-06-01 10:00:00');
    expect([...shanghai.errors, ...london.errors]).toEqual([]);
  });
});
