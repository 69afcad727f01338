// The header at every width from a phone to a wide screen: the page never grows wider than the
// window, and each header tool (or the "more" menu holding it) lies inside the window.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import type { ShellPage } from './support/shell';

const session = setupBrowser();

// A site with a name of ordinary length, so the site selector has something to show.
beforeAll(async () => {
  const admin = await apiLogin(inject('baseURL'));
  const name = `Widths ${Date.now().toString(36)}`;
  const site = await expectStatus<{ id: number }>(
    admin.call('POST', 'news/domains', {
      name,
      domain: `www.${name.slice(7)}.test`,
      languages: ['zh_CN'],
      color: '#13c2c2',
    }),
    201,
  );
  await expectStatus(admin.call('GET', `news/domains/initData/${site.id}`), 200);
});

// One logged-in page for every width, loaded afresh at each (the layout as first drawn there): a
// context and a login per width cost more than the checks themselves.
let shell: ShellPage;
beforeAll(async () => {
  shell = await session.shell();
});

describe('header tools at every width', () => {
  it.each([320, 375, 768, 900, 1024, 1280, 1440])('are all on screen at %i px', async (width) => {
    const { page, errors } = shell;
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await page.getByTestId('settings-button').waitFor();
    const tools = page.locator('.header-tools > .ant-space-item');
    await expect.poll(() => tools.count()).toBeGreaterThanOrEqual(6);
    const outside = await tools.evaluateAll((items, limit) => {
      const off = items.filter((item) => {
        const box = item.getBoundingClientRect();
        return box.left < 0 || box.right > limit;
      });
      return off.map((item) => item.textContent || item.innerHTML.slice(0, 60));
    }, width);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The two the issue named: the user menu (logout) and the settings.
    await page.getByTestId('settings-button').click();
    await page.locator('.ant-drawer-open').waitFor();
    expectNoPageErrors(errors);
  });
});
