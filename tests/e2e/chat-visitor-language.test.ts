// The visitor chat widget speaks the embed's language (`&language=` of the embed code, which the
// chat config screen offers) or else the visitor's browser's, in Chromium against the real server.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const SOCKET_OPEN_MS = 30_000;
const session = setupBrowser();
let siteKey: string;

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  ({ siteKey } = await expectStatus(admin.call<{ siteKey: string }>('GET', 'im/config'), 200));
});

/** The widget in a browser of `locale`, at `query` after its site key; waits for its socket. */
async function widget(locale: string, query = ''): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await session.page({ locale });
  await page.goto(`/chat/visitor?siteKey=${siteKey}${query}`);
  await page.getByTestId('chat-socket-state').waitFor({ timeout: SOCKET_OPEN_MS });
  return { page, errors };
}

describe('the visitor chat widget', () => {
  it('speaks English to an English browser', async () => {
    const { page, errors } = await widget('en-US');
    await page.getByTestId('chat-socket-state').getByText('Connected', { exact: true }).waitFor({
      timeout: SOCKET_OPEN_MS,
    });
    await page.getByText('No messages', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Type a message, Enter sends' }).fill('Hello, about my order');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-message').filter({ hasText: 'Hello, about my order' }).waitFor();
    for (const chinese of ['已连接', '发送', '暂无消息', '客服离线', '客服在线'])
      expect(await page.getByText(chinese).count()).toBe(0);
    // The interface language an admin keeps in this browser is not the widget's business.
    expect(await page.evaluate(() => localStorage.getItem('language'))).not.toBe('en');
    expectNoPageErrors(errors);
  });

  it('follows the embed code’s language over the browser’s', async () => {
    const traditional = await widget('en-US', '&language=zh_TW');
    await traditional.page.getByText('暫無訊息', { exact: true }).waitFor();
    await traditional.page.getByRole('textbox', { name: '輸入訊息，Enter 傳送' }).waitFor();

    const simplified = await widget('zh-TW', '&language=zh_CN');
    await simplified.page.getByText('暂无消息', { exact: true }).waitFor();
    await simplified.page.getByTestId('chat-socket-state').getByText('已连接').waitFor({ timeout: SOCKET_OPEN_MS });

    // Without the option, a Traditional Chinese browser gets Traditional characters.
    const browser = await widget('zh-TW');
    await browser.page.getByText('暫無訊息', { exact: true }).waitFor();
    expectNoPageErrors([...traditional.errors, ...simplified.errors, ...browser.errors]);
  });

  it('is offered in a chosen language by the embed code generator', async () => {
    const { page, errors } = await session.shell({ path: '/customer/chat/config' });
    const code = page.getByTestId('chat-embed-code');
    await expect.poll(() => code.innerText()).toContain(`/chat/visitor?siteKey=${siteKey}"`);
    await page.getByTestId('section-embed').getByRole('combobox', { name: '窗口语言' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'English' }).click();
    await expect.poll(() => code.innerText()).toContain(`/chat/visitor?siteKey=${siteKey}&language=en"`);

    // The code works: the widget it names speaks English, even to a Chinese browser.
    const src = /src="([^"]+)"/.exec(await code.innerText())![1]!;
    const visitor = await session.page({ locale: 'zh-CN' });
    await visitor.page.goto(src);
    await visitor.page.getByText('No messages', { exact: true }).waitFor({ timeout: SOCKET_OPEN_MS });
    expectNoPageErrors([...errors, ...visitor.errors]);
  });
});
