// Statistics and monitoring screens in Chromium against the real server: the chart library stays
// out of /login and the shell's first load; the pages show figures the server computed and
// refresh them while open; /druid and /doc.html work; force-logout ends another user's session.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createUser, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors, fillLogin, loginAsAdmin, loginForm, storedToken } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

/** Script paths the page fetched so far. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}
const chartChunks = (scripts: string[]) => scripts.filter((name) => /\/assets\/chart-[\w-]+\.js$/.test(name));

const figure = async (page: Page, key: string) =>
  (await page.getByTestId(`figure-${key}`).locator('.ant-statistic-content').innerText()).replace(/,/g, '');

const order = (orderNo: string, payAmount: number) => ({
  orderNo,
  userName: 'e2e buyer',
  totalAmount: payAmount,
  payAmount,
  // New orders start unpaid (the shop's status rules).
  status: 'unpaid',
  payStatus: 'unpaid',
  refundStatus: 'none',
  receiverName: 'Receiver',
  receiverPhone: '13800000000',
  receiverAddress: 'Street 1',
});

describe('statistics', () => {
  it('loads the chart library only with a statistics page and shows the server figures', async () => {
    const { page, errors } = await session.page();
    const scripts = recordScripts(page);
    await page.goto('/login?from=/dashboard/workplace');
    await loginAsAdmin(page);
    await page.getByTestId('greeting').waitFor();
    await page.waitForLoadState('networkidle');
    expect(chartChunks(scripts), 'chart chunk on /login or the workplace').toEqual([]);

    await expectStatus(admin.call('POST', 'api/shopOrder', order(`E2E-${Date.now()}`, 12.5)), 201);
    const server = await expectStatus(
      admin.call<{ orders: { total: number; amount: number } }>('GET', 'api/statistics/overview?days=30'),
      200,
    );
    await page.goto('/statistics/overview');
    await expect.poll(() => figure(page, 'orders')).toBe(String(server.orders.total));
    expect(chartChunks(scripts)).toHaveLength(1);
    await expect.poll(() => page.getByTestId('chart').locator('canvas').count()).toBe(4);

    // A new order shows after the next fetch (here: choosing another range fetches at once).
    await expectStatus(admin.call('POST', 'api/shopOrder', order(`E2E-${Date.now()}-2`, 7.5)), 201);
    await page.getByText('近 7 天').click();
    await expect.poll(() => figure(page, 'orders')).toBe(String(server.orders.total + 1));
    await expect.poll(() => figure(page, 'amount')).toBe((server.orders.amount + 7.5).toFixed(2));
    expectNoPageErrors(errors);
  });

  it('visit page shows who is online and the logins per day', async () => {
    const { page, errors } = await session.shell({ path: '/statistics/visit' });
    const server = await expectStatus(
      admin.call<{ online: number; logins: number }>('GET', 'api/statistics/visit?days=30'),
      200,
    );
    await expect.poll(async () => Number(await figure(page, 'online'))).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => Number(await figure(page, 'logins'))).toBeGreaterThanOrEqual(server.logins);
    await expect.poll(() => page.getByTestId('chart').locator('canvas').count()).toBe(1);
    expectNoPageErrors(errors);
  });
});

describe('monitoring', () => {
  it('server page shows the running server and refreshes by itself', async () => {
    const { page, errors } = await session.shell({ path: '/monitor/server' });
    const status = await expectStatus(admin.call<{ process: { pid: number } }>('GET', 'api/monitor/server'), 200);
    await expect.poll(() => page.getByTestId('server-pid').innerText()).toBe(String(status.process.pid));
    await expect(page.getByTestId('gauge-cpu').getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toMatch(
      /^\d+(\.\d+)?$/,
    );
    const first = await page.getByTestId('sampled-at').innerText();
    await expect.poll(() => page.getByTestId('sampled-at').innerText(), { timeout: 15_000 }).not.toBe(first);
    expectNoPageErrors(errors);
  });

  it('/druid opens the SQL page, whose counts grow live', async () => {
    const { page, errors } = await session.shell();
    await page.goto('/druid');
    await page.waitForURL('**/monitor/sql');
    const total = async () =>
      Number((await page.getByTestId('sql-total').locator('.ant-statistic-content').innerText()).replace(/,/g, ''));
    await expect.poll(total).toBeGreaterThan(0);
    const before = await total();
    await expect.poll(total, { timeout: 15_000 }).toBeGreaterThan(before);
    await expect(page.locator('.ant-table-row').count()).resolves.toBeGreaterThan(0);
    expectNoPageErrors(errors);
  });

  it('cache page lists the stores and clears expired entries', async () => {
    const { page, errors } = await session.shell({ path: '/monitor/cache' });
    await page.getByText('登录验证码').waitFor();
    await page.getByTestId('clear-captchas').click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText(/已删除 \d+ 条/).waitFor();
    expectNoPageErrors(errors);
  });

  it('force-logout ends another user’s session: its next call answers 401', async () => {
    const username = `kick_${Date.now().toString(36)}`;
    await createUser(admin, baseURL, { username, password: 'Kicked-1pass' });
    const victim = await session.page();
    await victim.page.goto('/login');
    await victim.page.getByTestId('captcha-img').waitFor();
    await fillLogin(victim.page, { username, password: 'Kicked-1pass', code: 'abcd' });
    await loginForm(victim.page).submit.click();
    await victim.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const token = await storedToken(victim.page);
    const asVictim = () =>
      fetch(`${baseURL}/prod-api/auth/info`, { headers: { Authorization: token ?? '' } }).then(
        (response) => response.status,
      );
    expect(await asVictim()).toBe(200);

    const { page, errors } = await session.shell({ path: '/monitor/online' });
    const row = page.locator('.ant-table-row', { hasText: username });
    await row.waitFor();
    await expect(page.locator('.ant-table-row', { hasText: '当前会话' }).count()).resolves.toBe(1);
    await row.getByRole('button', { name: '强制退出' }).click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('已结束 1 个会话').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    expect(await asVictim()).toBe(401);
    await victim.page.reload();
    await victim.page.waitForURL((url) => url.pathname.startsWith('/login'));
    // The admin's own session goes on.
    await page.reload();
    await page.locator('.ant-table-row', { hasText: '当前会话' }).waitFor();
    expectNoPageErrors(errors);
  });
});

describe('API documentation', () => {
  it('the swagger menu shows /doc.html with the API, from local files only', async () => {
    const { context, page, errors } = await session.shell({ path: '/tools/swagger' });
    const outside: string[] = [];
    context.on('request', (request) => {
      if (!request.url().startsWith(baseURL)) outside.push(request.url());
    });
    const frame = page.frameLocator('iframe[src="/doc.html"]');
    await frame.getByText('Back-office API').first().waitFor();
    // Operations are grouped by their route tags, folded at first (there are over a hundred).
    await frame.locator('#operations-tag-statistics').waitFor();
    await frame.locator('#operations-tag-monitor').click();
    await frame.locator('[data-path="/prod-api/api/monitor/server"]').waitFor();
    await expect(frame.locator('.opblock').count()).resolves.toBe(6);
    expect(outside).toEqual([]);
    expectNoPageErrors(errors);
  });
});
