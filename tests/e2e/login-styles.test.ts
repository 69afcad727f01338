// /login's antd styles come from a stylesheet written at build time as the page is prerendered
// (scripts/build/route-preload.ts, prerender-page.ts): antd writes none of its own while the page renders, and
// the page looks as it does when antd writes them all. A visitor who prefers reduced motion gets
// other theme tokens, which the sheet's map does not list, so antd writes them at run time: the
// reference look.
import { expect, inject, it } from 'vitest';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();
const baseURL = inject('baseURL');

const looked = {
  submit: 'button[type="submit"]',
  usernameBox: '.ant-input-affix-wrapper:has(#login-username)',
  passwordBox: '.ant-input-affix-wrapper:has(#login-password)',
  checkbox: '.ant-checkbox-inner',
  languageButton: '.ant-btn:not([type="submit"])',
};
const properties = [
  'backgroundColor',
  'color',
  'height',
  'borderTopColor',
  'borderTopLeftRadius',
  'paddingLeft',
  'fontSize',
  'display',
] as const;

async function openLogin(reducedMotion: 'reduce' | 'no-preference') {
  const context = await session.browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    reducedMotion,
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('captcha-img').waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      ({ looked, properties }) => ({
        // antd's CSS-in-JS marks each style element it writes with the style's hash.
        stylesWrittenByAntd: document.querySelectorAll('style[data-css-hash]').length,
        sheetLoaded: document.querySelector('link[data-page-styles][data-settled]') !== null,
        look: Object.fromEntries(
          Object.entries(looked).map(([name, selector]) => {
            const element = document.querySelector(selector);
            if (!element) return [name, 'missing'];
            const style = getComputedStyle(element);
            return [name, properties.map((property) => style[property]).join(' | ')];
          }),
        ),
      }),
      { looked, properties },
    );
  } finally {
    await context.close();
  }
}

it('renders /login from the styles written at build time, antd writing none, and looks as when antd writes them', async () => {
  const ahead = await openLogin('no-preference');
  expect(ahead.sheetLoaded).toBe(true);
  expect(ahead.stylesWrittenByAntd).toBe(0);
  expect(ahead.look.submit).toContain('rgb(22, 104, 220)');

  const atRunTime = await openLogin('reduce');
  expect(atRunTime.stylesWrittenByAntd).toBeGreaterThan(0);
  expect(ahead.look).toEqual(atRunTime.look);
});

it('links no build-time styles on another address', async () => {
  const { page } = await session.page();
  await page.goto('/401');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[data-page-styles]').count()).toBe(0);
  expect(await page.locator('style[data-css-hash]').count()).toBeGreaterThan(0);
});
