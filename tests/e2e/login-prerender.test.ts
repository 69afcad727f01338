// /login is shown from markup the build rendered into index.html (scripts/build/route-preload.ts)
// until the app has loaded and its first render replaces it (src/lib/prerendered-page.ts). Each
// test holds the app's entry script back to look at the page before the app, then lets it go.
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectNoPageErrors, loginForm, storedToken } from './support/login';
import { ADMIN_PASSWORD } from './support/server';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();
const baseURL = inject('baseURL');

/** The entry script's address, read from index.html as the server sends it. */
async function entryScript(): Promise<string> {
  const html = await (await fetch(new URL('/login', baseURL))).text();
  const src = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no entry script');
  return new URL(src, baseURL).href;
}

interface HeldPage {
  page: Page;
  errors: string[];
  captchaRequests: () => number;
  /** Lets the entry script through; the app then loads and takes over. */
  release: () => Promise<void>;
}

/** Opens `path` with the entry held back; `stored` is put in localStorage before the page's scripts run. */
async function openHeld(path: string, stored: Record<string, string> = {}): Promise<HeldPage> {
  const { page, errors } = await session.page();
  const entry = await entryScript();
  let captchaRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/prod-api/auth/code') captchaRequests += 1;
  });
  if (Object.keys(stored).length) {
    await page.addInitScript(
      (items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)),
      stored,
    );
  }
  let held: Route | undefined;
  let arrived: () => void;
  const entryAsked = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(entry, (route) => {
    held = route;
    arrived();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await entryAsked;
  return {
    page,
    errors,
    captchaRequests: () => captchaRequests,
    release: async () => {
      await held?.continue();
      await page.unroute(entry);
    },
  };
}

/** The HTML is parsed (and its inline scripts have run); the held entry keeps DOMContentLoaded back. */
const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');
/**
 * How many pixels of two screenshots differ, decoded by the browser. A few may, by a shade: the
 * captcha picture's edge is anti-aliased differently from one drawing to the next (10 pixels by 3
 * levels seen); a missing style or a moved element changes thousands.
 */
function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (png: string) => {
        const picture = new Image();
        picture.src = `data:image/png;base64,${png}`;
        await picture.decode();
        const canvas = document.createElement('canvas');
        canvas.width = picture.width;
        canvas.height = picture.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(picture, 0, 0);
        return context.getImageData(0, 0, picture.width, picture.height).data;
      };
      const [one, two] = await Promise.all([pixels(first!), pixels(second!)]);
      if (one.length !== two.length) return Infinity;
      let differing = 0;
      for (let at = 0; at < one.length; at += 4) {
        if (one[at] !== two[at] || one[at + 1] !== two[at + 1] || one[at + 2] !== two[at + 2]) differing += 1;
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** The focused field's border and shadow fade in (antd's transition in the build-time styles). */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
const appHasTakenOver = (page: Page) =>
  page.locator('#root:not([data-prerendered]) [data-testid="captcha-img"]').waitFor();

describe('the prerendered login page', () => {
  it('shows the page, styled and with its captcha, before the app has loaded; the app then shows the same picture', async () => {
    const { page, errors, captchaRequests, release } = await openHeld('/login');
    await page.locator('#root[data-prerendered]').getByRole('heading', { name: '欢迎登录' }).waitFor();
    const early = page.locator('#root[data-prerendered] img[data-early-src]');
    await early.waitFor();
    const picture = await early.getAttribute('src');
    expect(picture).toMatch(/^data:image\//);
    // The stylesheet written at build time is there: antd's primary button, not a bare one.
    expect(await loginForm(page).submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(22, 104, 220)',
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-username');
    await transitionsDone(page);
    const before = await page.screenshot();

    await release();
    await appHasTakenOver(page);
    expect(await page.getByTestId('captcha-img').getAttribute('src')).toBe(picture);
    // The captcha came with the page (server/plugins/early-answers.ts): neither index.html nor the app asked for one.
    expect(captchaRequests()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-username');
    // The route progress bar of the app's first navigation (spec §2) finishes first.
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    await transitionsDone(page);
    expect(
      await differingPixels(page, before, await page.screenshot()),
      'the app looks as its prerendered page did',
    ).toBeLessThan(100);
    expectNoPageErrors(errors);
  });

  it('is taken over only once its captcha picture is on the screen, which stays the largest paint', async () => {
    const { page, errors } = await session.page();
    // When the app's first render takes the page over, and what the browser reported as painted by then.
    await page.addInitScript(() => {
      const seen: { takeOver?: number } = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (
          seen.takeOver === undefined &&
          document.getElementById('root')?.hasAttribute('data-prerendered') === false &&
          document.querySelector('[data-testid="captcha-img"]')
        )
          seen.takeOver = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/login');
    await appHasTakenOver(page);
    const reported = await page.evaluate(async () => {
      // The buffered entries come in the observer's first callback, if there are any.
      const entries = async (type: string) =>
        new Promise<PerformanceEntry[]>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true });
          setTimeout(() => resolve([]), 500);
        });
      const picture = (await entries('element')).find(
        (entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'early-picture',
      );
      const largest = (await entries('largest-contentful-paint')).at(-1);
      return {
        takeOver: (window as unknown as { seen: { takeOver: number } }).seen.takeOver,
        picture: picture?.startTime,
        largest: largest?.startTime,
      };
    });
    expect(reported.picture, 'the prerendered picture was reported painted').toBeDefined();
    expect(reported.picture!).toBeLessThan(reported.takeOver);
    // Replaced before the browser had recorded its paint, the app's own picture would be the largest paint.
    expect(reported.largest!).toBeLessThan(reported.takeOver);
    expectNoPageErrors(errors);
  });

  it('keeps what was typed and ticked before the app loaded, and sends a submit made meanwhile', async () => {
    const { page, errors, release } = await openHeld('/login');
    await page.locator('#root[data-prerendered] img[data-early-src]').waitFor();
    const form = loginForm(page);
    await form.username.fill('admin');
    await form.password.fill(ADMIN_PASSWORD);
    await form.code.fill('abcd');
    await page.getByText('记住我').click();
    await form.code.press('Enter');
    expect(new URL(page.url()).pathname, 'the held submit is not sent as a plain form').toBe('/login');

    await release();
    await page.waitForURL('**/dashboard/workplace');
    // "Remember me" ticked: the token is kept in localStorage.
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await storedToken(page)).toBeTruthy();
    expectNoPageErrors(errors);
  });

  it('returns the focus and the caret to the field being typed in, whose text the form then has', async () => {
    const { page, errors, release } = await openHeld('/login');
    const form = loginForm(page);
    await form.username.waitFor();
    await form.username.pressSequentially('admin');
    await form.password.click();
    await form.password.pressSequentially('wxyz');
    await form.password.press('ArrowLeft');

    await release();
    await appHasTakenOver(page);
    expect(
      await page.evaluate(() => ({
        id: document.activeElement?.id,
        caret: (document.activeElement as HTMLInputElement).selectionStart,
      })),
    ).toEqual({ id: 'login-password', caret: 3 });
    await page.keyboard.type('!');
    expect(await form.password.inputValue()).toBe('wxy!z');
    expect(await form.username.inputValue()).toBe('admin');
    // The form's state has them: sent without a code, only the code is missing.
    await form.submit.click();
    await page.getByText('请输入验证码').waitFor();
    expect(await page.getByText('请输入用户名').count()).toBe(0);
    expect(await page.getByText('请输入密码').count()).toBe(0);
    expectNoPageErrors(errors);
  });

  for (const [who, stored, heading] of [
    ['another language', { language: 'en' }, 'Welcome, please log in'],
    ['theme settings', { theme: JSON.stringify({ darkMode: true }) }, '欢迎登录'],
  ] as const) {
    it(`is not shown to a visitor with ${who} stored, who sees the app's page`, async () => {
      const { page, errors, release } = await openHeld('/login', stored);
      await parsed(page);
      expect(await page.locator('#root').innerHTML()).toBe('');
      await release();
      await page.getByRole('heading', { name: heading }).waitFor();
      expectNoPageErrors(errors);
    });
  }

  it('is not shown on another address', async () => {
    const { page, errors, release } = await openHeld('/forget');
    await parsed(page);
    expect(await page.locator('#root').innerHTML()).toBe('');
    await release();
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    expectNoPageErrors(errors);
  });
});
