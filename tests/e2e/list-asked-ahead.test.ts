// A menu click on a list screen asks for its first page as it navigates, and, when the answer
// comes within the navigation's wait, the screen's first paint has the rows: one request, no
// spinner before them (src/app/screen-view.tsx firstPageLoader, src/lib/data-provider.ts
// askListAhead / peekList). A list slower than that wait (a busy machine, or one held back on
// purpose) shows the screen with its spinner first, still with one request.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIRST_PAGE_WAIT_MS } from '../../src/lib/asked-ahead';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();
const USERS_LIST = /\/prod-api\/api\/sysUser\?/;

function listRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (USERS_LIST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** What the users screen showed the first time its toolbar was in the document: rows, or its place waiting for them. */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.evaluate(() => {
    // Room for the list request's timing (answeredWithinWait) after the shell's many chunks.
    performance.setResourceTimingBufferSize(10_000);
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.crud-toolbar')) return;
      observer.disconnect();
      const first = {
        rows: document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length,
        waiting: document.querySelector('.crud-toolbar ~ [aria-busy="true"]') !== null,
      };
      (window as unknown as { firstPaint: typeof first }).firstPaint = first;
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Whether the list's answer took under half the navigation's wait, from its request to its last
 * byte: the answer was there before the wait ended. On a machine too busy for that, the screen
 * rightly shows its spinner first; the first paint is then not a check of the asking ahead.
 */
const answeredWithinWait = (page: Page) =>
  page.evaluate((halfWait) => {
    const entry = performance.getEntriesByType('resource').find((item) => item.name.includes('/prod-api/api/sysUser?'));
    if (!(entry instanceof PerformanceResourceTiming)) throw new Error('no timing of the list request');
    return entry.responseEnd - entry.startTime < halfWait;
  }, FIRST_PAGE_WAIT_MS / 2);

const firstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstPaint?: { rows: number; waiting: boolean } }).firstPaint);

async function openUsersFromMenu(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '用户管理' }).click();
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

describe('a list screen opened from the menu', () => {
  it('asks for its rows once and shows them in its first paint; an open tab asks for nothing, a search asks again', async () => {
    const { page, errors } = await session.shell();
    const seen = listRequests(page);
    await watchFirstPaint(page);
    await openUsersFromMenu(page);
    if (await answeredWithinWait(page)) {
      expect(await firstPaint(page)).toEqual({ rows: expect.any(Number), waiting: false });
      expect((await firstPaint(page))!.rows).toBeGreaterThan(0);
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('page=0&size=20');

    // Back and forth through the tabs: the users page stays mounted and asks for nothing.
    await page.locator('[data-tab-key="/dashboard/workplace"]').click();
    await page.locator('[data-tab-key="/system/user"]').click();
    await page.locator('[data-keep-alive^="/system/user"]:not([hidden]) .ant-table-row').first().waitFor();
    // A request the loader made would have gone out by now; give a late one time to show.
    await page.waitForTimeout(300);
    expect(seen).toHaveLength(1);

    // A search is the user asking for fresh rows: it goes to the server.
    await page.getByRole('button', { name: /搜\s?索/ }).click();
    await expect.poll(() => seen.length).toBe(2);
    expectNoPageErrors(errors);
  });

  it('shows the screen waiting while a slow list is still coming, with a spinner once the wait is noticeable, then its rows, from one request', async () => {
    const { page, errors } = await session.shell();
    const seen = listRequests(page);
    await page.route(USERS_LIST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await watchFirstPaint(page);
    await page.getByRole('menuitem', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '用户管理' }).click();
    await page.locator('.crud-toolbar ~ [aria-busy="true"] .ant-spin-spinning').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(0);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator('.crud-toolbar ~ [aria-busy="true"]').count()).toBe(0);
    expect(await firstPaint(page)).toEqual({ rows: 0, waiting: true });
    expect(seen).toHaveLength(1);
    expectNoPageErrors(errors);
  });
});
