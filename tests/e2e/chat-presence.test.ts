// Presence and logout in Chromium against the real server: the visitor widget shows whether an
// agent is connected (with the site's offline text when not), the agent's list shows whether the
// visitor is there, and logging out closes the agent's socket, so the visitor sees the agents leave.
import { describe, expect, inject, it } from 'vitest';
import { apiLogin, expectStatus } from './support/admin-api';
import { bubbles, consoleErrors, countClosedSockets, countHellos, say } from './support/chat';
import { expectNoPageErrors, loginAsAdmin } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const SOCKET_OPEN_MS = 10_000;
const session = setupBrowser();

describe('chat presence', () => {
  it('shows agents and visitors coming and going, and logout takes the agent offline', async () => {
    const admin = await apiLogin(baseURL);
    await expectStatus(
      admin.call('POST', 'im/config', { title: '在线客服', welcome: '欢迎咨询', offlineMessage: '客服已下班，请留言' }),
      200,
    );
    const { siteKey } = await expectStatus(admin.call<{ siteKey: string }>('GET', 'im/config'), 200);

    const visitor = await session.page();
    const visitorErrors = consoleErrors(visitor.page);
    await visitor.page.goto(`/chat/visitor?siteKey=${siteKey}`);
    const presence = visitor.page.getByTestId('chat-agents-presence');
    await presence.getByText('客服离线').waitFor();
    await visitor.page.getByTestId('chat-offline-message').getByText('客服已下班，请留言').waitFor();
    await say(visitor.page, '有人在吗');
    await bubbles(visitor.page).filter({ hasText: '有人在吗' }).waitFor();

    const agent = await session.shell({ path: '/customer/chat/imchat' });
    const agentErrors = consoleErrors(agent.page);
    const hellos = countHellos(agent.page);
    const closed = countClosedSockets(agent.page);
    await agent.page.getByTestId('service-status').click();
    await expect.poll(hellos, { timeout: SOCKET_OPEN_MS }).toBe(1);
    await presence.getByText('客服在线').waitFor();
    await expect.poll(() => visitor.page.getByTestId('chat-offline-message').count()).toBe(0);

    // The agent sees the visitor there, then gone when the widget's page closes.
    const conversation = agent.page.getByTestId('chat-conversation').filter({ hasText: '访客' }).first();
    await conversation.click();
    await bubbles(agent.page).filter({ hasText: '有人在吗' }).waitFor();
    const details = agent.page.getByTestId('chat-visitor-details');
    await details.getByText('访客在线').waitFor();
    await say(agent.page, '在的，请讲');
    await bubbles(visitor.page).filter({ hasText: '在的，请讲' }).waitFor();

    // Logout: the agent's socket closes before the page leaves, so the visitor sees no agent.
    await agent.page.getByTestId('user-dropdown').click();
    await agent.page.getByTestId('logout').click();
    await agent.page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await agent.page.waitForURL('**/login**');
    expect(closed()).toBe(1);
    await presence.getByText('客服离线').waitFor();
    await visitor.page.getByTestId('chat-offline-message').waitFor();

    // Back in on the same browser: the going-online choice (the chatOnlie cookie) went with the
    // logout, so the layout does not reopen the socket.
    await loginAsAdmin(agent.page);
    await agent.page.getByTestId('layout-header').waitFor();
    await agent.page.goto('/customer/chat/imchat');
    await agent.page.getByTestId('chat-socket-state').getByText('未连接').waitFor();
    expect(await agent.context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'chatOnlie' }));
    expect(hellos()).toBe(1);

    // Online again; the visitor leaves and the agent's details say so.
    await agent.page.getByTestId('service-status').click();
    await expect.poll(hellos, { timeout: SOCKET_OPEN_MS }).toBe(2);
    await presence.getByText('客服在线').waitFor();
    await agent.page.getByTestId('chat-conversation').filter({ hasText: '访客' }).first().click();
    await details.getByText('访客在线').waitFor();
    await visitor.page.close();
    await details.getByText('访客离线').waitFor();

    expectNoPageErrors(agent.errors);
    expectNoPageErrors(visitor.errors);
    expect(agentErrors, 'console errors in the agent page').toEqual([]);
    expect(visitorErrors, 'console errors in the visitor page').toEqual([]);
  }, 90_000);
});
