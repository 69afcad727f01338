// Login records (schemas/system/login-log.json) in Chromium against the real server: a user's
// successful and failed logins are listed, found by username and by date range, sorted by time,
// and deleted after a confirmation.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, createUser } from './support/admin-api';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const username = `log_${tag}`;

const session = setupBrowser();

/** A calendar day as the date picker writes it, in the local time zone (the browser's too). */
const day = (offsetDays: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  const password = 'LogPass1';
  await createUser(admin, baseURL, { username, password });
  await apiLogin(baseURL, username, password);
  await expect(apiLogin(baseURL, username, 'wrong-password')).rejects.toThrow(/400/);
});

describe('login records', () => {
  it("finds a user's logins by name and date range, newest first, and deletes one", async () => {
    const open = await session.screen('/system/loginLog');
    const { page, view, errors } = open;
    // The sortable 用户名 header carries the same label: the search box is the textbox.
    await page.getByRole('textbox', { name: '用户名' }).fill(username);
    await view.button('搜索').click();
    await expect.poll(() => view.rows.count()).toBe(2);

    // Newest first: the failed attempt came second.
    const header = page.getByRole('columnheader', { name: '创建时间' });
    await header.click();
    const descending = page.waitForRequest((request) =>
      new URL(request.url()).searchParams.getAll('sort').includes('createTime,desc'),
    );
    await header.click();
    await descending;
    await expect.poll(() => view.columnTexts(5)).toEqual(['否', '是']);
    await expect(view.rows.first().innerText()).resolves.toContain('用户名或密码错误');

    // A range of yesterday only finds nothing; today's finds both.
    const range = page.locator('.ant-picker-range');
    const pickRange = async (from: string, to: string) => {
      await range.locator('input').first().click();
      await range.locator('input').first().fill(from);
      await range.locator('input').first().press('Enter');
      await range.locator('input').last().fill(to);
      await range.locator('input').last().press('Enter');
      await view.button('搜索').click();
    };
    await pickRange(day(-1), day(-1));
    await expect.poll(() => view.rows.count()).toBe(0);
    await page.getByText('暂无数据').waitFor();
    await pickRange(day(0), day(0));
    await expect.poll(() => view.rows.count()).toBe(2);

    await view.button('删除', view.row('否')).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await expect.poll(() => view.rows.count()).toBe(1);
    await expect(view.columnTexts(5)).resolves.toEqual(['是']);
    expectNoPageErrors(errors);
  });
});
