// Live chat end to end in Chromium: an agent (logged in, 客服上线) and a visitor on the public
// widget, in two browser contexts, against the real server.
import { describe, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus } from './support/admin-api';
import { bubbles, consoleErrors, countHellos, loadedChatImages, say, sendImage } from './support/chat';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const SOCKET_OPEN_MS = 10_000;
const session = setupBrowser();

describe('customer-service live chat', () => {
  it('exchanges messages and uploaded images both ways, survives a dropped socket, shows the badge and notification, reloads history', async () => {
    const admin = await apiLogin(baseURL);
    const { siteKey } = await expectStatus(admin.call<{ siteKey: string }>('GET', 'im/config'), 200);

    const agent = await session.shell();
    const agentHellos = countHellos(agent.page);
    const agentConsoleErrors = consoleErrors(agent.page);
    await agent.page.getByTestId('service-status').click();
    // Opening a socket takes a ticket request and a handshake: more than expect.poll's default 1 s
    // on a busy machine (the hello after a reload came 1.2-1.3 s after reload() began).
    await expect.poll(agentHellos, { timeout: SOCKET_OPEN_MS }).toBe(1);

    const visitor = await session.page();
    const visitorConsoleErrors = consoleErrors(visitor.page);
    await visitor.page.goto(`/chat/visitor?siteKey=${siteKey}`);
    await visitor.page.getByTestId('chat-socket-state').getByText('已连接').waitFor();
    await say(visitor.page, '你好，我想咨询订单');
    await bubbles(visitor.page).filter({ hasText: '你好，我想咨询订单' }).waitFor();

    // Away from the chat page: the bell's badge and the notification, which opens the chat.
    const bellBadge = agent.page.getByTestId('chat-bell').locator('.ant-badge-count');
    await expect.poll(() => bellBadge.textContent()).toBe('new');
    // Opened from the notification as from the bell: the badge goes.
    await agent.page.locator('.chat-new-message').getByText('您有新的消息待处理!').click();
    await agent.page.waitForURL('**/customer/chat/imchat');
    await expect.poll(() => bellBadge.count()).toBe(0);

    const conversation = agent.page.getByTestId('chat-conversation').filter({ hasText: '访客' }).first();
    await expect
      .poll(() => conversation.getByTestId('chat-unread').locator('.ant-badge-count').textContent())
      .toBe('1');
    // The count stands beside the visitor's name, not over it.
    const [name, count] = await Promise.all([
      conversation.locator('.chat-conversation-name').boundingBox(),
      conversation.getByTestId('chat-unread').locator('.ant-badge-count').boundingBox(),
    ]);
    expect(count!.x).toBeGreaterThanOrEqual(name!.x + name!.width);
    await conversation.click();
    await bubbles(agent.page).filter({ hasText: '你好，我想咨询订单' }).waitFor();
    await agent.page.getByTestId('chat-visitor-details').waitFor();
    await say(agent.page, '您好，请提供订单号');
    await bubbles(visitor.page).filter({ hasText: '您好，请提供订单号' }).waitFor();
    // The reply ends "客服正在输入…" as it arrives.
    await expect(visitor.page.getByTestId('chat-typing').count()).resolves.toBe(0);

    // The agent's tab freezes past the server's 10 s silence limit: the server terminates the
    // socket (the client sees 1006) and the client reconnects with a fresh ticket.
    const cdp = await agent.context.newCDPSession(agent.page);
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.pause');
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await cdp.send('Debugger.resume');
    await cdp.detach();
    await expect.poll(agentHellos, { timeout: SOCKET_OPEN_MS }).toBe(2);
    await say(visitor.page, '订单号 A1001');
    await bubbles(agent.page).filter({ hasText: '订单号 A1001' }).waitFor();
    await say(agent.page, '已为您查到');
    await bubbles(visitor.page).filter({ hasText: '已为您查到' }).waitFor();

    // Images: a file picked on either side is uploaded, sent as its URL and shown on the other.
    await sendImage(agent.page, 'receipt.png');
    await expect.poll(loadedChatImages(visitor.page), { timeout: SOCKET_OPEN_MS }).toBe(1);
    await sendImage(visitor.page, 'photo.png');
    await expect.poll(loadedChatImages(agent.page), { timeout: SOCKET_OPEN_MS }).toBe(2);

    // A reload reopens the socket from the cookie and loads the history again.
    await agent.page.reload();
    await expect.poll(agentHellos, { timeout: SOCKET_OPEN_MS }).toBe(3);
    await agent.page.getByTestId('chat-conversation').first().click();
    await bubbles(agent.page).filter({ hasText: '已为您查到' }).waitFor();
    await expect.poll(loadedChatImages(agent.page)).toBe(2);
    expect(await bubbles(agent.page).allInnerTexts()).toHaveLength(6);
    // Each message once on the visitor's side too, after the agent's reconnect.
    expect(await bubbles(visitor.page).count()).toBe(6);
    await expect.poll(loadedChatImages(visitor.page)).toBe(2);

    expectNoPageErrors(agent.errors);
    expectNoPageErrors(visitor.errors);
    expect(agentConsoleErrors, 'console errors in the agent page').toEqual([]);
    expect(visitorConsoleErrors, 'console errors in the visitor page').toEqual([]);
  }, 90_000);
});
