// The theme drawer: changes apply live, survive a reload and reset to the defaults of spec §9.
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';
import type { ShellPage } from './support/shell';

let shell: ShellPage;

const session = setupBrowser();

describe('theme drawer', () => {
  it('applies a preset, dark mode, the top layout and a switch; they survive a reload; reset restores', async () => {
    shell = await session.shell();
    const { page } = shell;
    const primary = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--ant-color-primary'));
    const bodyBackground = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor);
    const lightBackground = await bodyBackground();
    await page.getByTestId('settings-button').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.getByText('主题设置').waitFor();
    expect(Math.round(await drawer.evaluate((node) => node.getBoundingClientRect().width))).toBe(300);
    // The loading message shows for 300 ms only (no leave animation with reduced motion): a
    // watcher set up before the click notes it, where polling for it could miss it.
    await page.evaluate(() => {
      const seen = () => document.body.innerText.includes('正在加载主题..');
      new MutationObserver(() => {
        if (seen()) document.body.dataset.themeLoadingSeen = 'yes';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // The message's code loads on its first use; made to come later than the message's 300 ms, it
    // must still show (a loaded machine once closed it before it ever opened).
    const lateScripts = /\/assets\/.*\.js$/;
    await page.route(lateScripts, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await drawer.getByTestId('theme-color-dust').click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.themeLoadingSeen)).toBe('yes');
    await page.unroute(lateScripts);
    await expect.poll(primary).toBe('#f5222d');
    await drawer.getByTestId('theme-dark').click();
    await expect.poll(bodyBackground).not.toBe(lightBackground);
    // The tab bar (layout.css) follows dark mode too, not only antd's own components.
    const tabsBackground = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.page-tabs')!).backgroundColor);
    await expect.poll(tabsBackground).not.toBe('rgb(255, 255, 255)');
    await drawer.getByTestId('theme-layoutStyle').getByText('顶部').click();
    await drawer.getByTestId('theme-switch-showFooter').getByRole('switch').click();
    await expect.poll(() => page.getByTestId('layout-sider').count()).toBe(0);
    expect(await page.getByTestId('layout-footer').count()).toBe(0);

    await page.reload();
    await page.getByTestId('layout-header').waitFor();
    await expect.poll(primary).toBe('#f5222d');
    expect(await bodyBackground()).not.toBe(lightBackground);
    expect(await page.getByTestId('layout-sider').count()).toBe(0);
    expect(await page.getByTestId('layout-footer').count()).toBe(0);

    await page.getByTestId('settings-button').click();
    await page.getByTestId('theme-reset').click();
    await expect.poll(primary).toBe('#1668dc');
    await page.getByTestId('layout-sider').waitFor();
    await page.getByTestId('layout-footer').waitFor();
    expect(await bodyBackground()).toBe(lightBackground);
    expectNoPageErrors(shell.errors);
  });

  it('says 主题加载失败 when a colour cannot be applied', async () => {
    shell = await session.shell();
    const { page } = shell;
    await page.getByTestId('settings-button').click();
    // The colour input only yields #rrggbb; a malformed value is forced in as a broken picker would.
    await page.getByTestId('theme-color-custom').evaluate((input: HTMLInputElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      input.type = 'text';
      setter.call(input, 'not-a-colour');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByText('主题加载失败').waitFor();
    // Nothing was applied, so nothing was stored.
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expectNoPageErrors(shell.errors);
  });
});
