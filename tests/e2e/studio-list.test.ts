// 屏幕工作室's list: a screen the tenant published through the studio API is listed as its own
// (自定义, 已发布, its version, who and why), beside the built-in files, and the filter finds it.
// In Chromium against the real server.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import { studioScreen } from '../server/helpers/studio-screen';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
const screenId = `e2e/studio${tag}`;
const session = setupBrowser();

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  const screen = studioScreen(screenId, `api/e2eStudio${tag}`);
  await expectStatus(
    admin.call('POST', `api/studio/publish/${screenId}`, {
      text: JSON.stringify(screen, null, 2),
      baseVersion: 0,
      message: `suppliers ${tag}`,
    }),
    200,
  );
});

describe('屏幕工作室', () => {
  it('lists a published screen of the tenant beside the built-in ones, and filters by id', async () => {
    const { page, errors } = await session.shell({ path: '/system/studio' });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    await page.getByRole('searchbox', { name: '按页面名称或标识筛选' }).fill(tag);
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    const text = await row.innerText();
    expect(text).toContain(screenId);
    expect(text).toContain('自定义');
    expect(text).toContain('已发布');
    expect(text).toContain('第 1 版');
    expect(text).toContain('admin');
    expect(text).toContain(`suppliers ${tag}`);
    await page.getByRole('searchbox', { name: '按页面名称或标识筛选' }).fill('system/user');
    await expect.poll(() => rows.filter({ hasText: '内置' }).count()).toBeGreaterThan(0);
    expectNoPageErrors(errors);
  });
});
