// The chat config screen (the document screen imchat/config with the table imchat/agents) in
// Chromium against the real server: the widget texts per language, the embed code, the e-mail
// notice (validated, saved) and the service agents (synced from users, edited, e-mail switched
// on, removed); a user with imConfig:list but not imConfig:edit sees it all read-only.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  apiLogin,
  createRole,
  createUser,
  expectStatus,
  menusGranting,
  storedMenus,
  type ApiSession,
} from './support/admin-api';
import { consoleErrors } from './support/chat';
import { expectNoPageErrors } from './support/login';
import { loginAs } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const session = setupBrowser();
let admin: ApiSession;

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

interface Agent {
  userName: string;
  nickName: string;
  email: string;
  emailStatus: boolean;
}
const agents = async () => (await expectStatus(admin.call<{ rows: Agent[] }>('GET', 'im/config/service'), 200)).rows;
/** The widget texts the server holds for one language (the Language header picks them). */
const textsIn = async (language: string) => {
  const answer = await fetch(`${baseURL}/prod-api/im/config`, {
    headers: { Authorization: admin.token, Language: language },
  });
  return (await answer.json()) as { title: string; welcome: string };
};
const saveTexts = async (language: string, title: string) => {
  const answer = await fetch(`${baseURL}/prod-api/im/config`, {
    method: 'POST',
    headers: { Authorization: admin.token, Language: language, 'content-type': 'application/json' },
    body: JSON.stringify({ title, welcome: '', offlineMessage: '' }),
  });
  expect(answer.status).toBe(200);
};
const agentRow = (page: Page, userName: string) =>
  page
    .getByTestId('section-agents')
    .locator('tbody tr', { has: page.getByRole('cell', { name: userName, exact: true }) });
/** antd puts a space between the two characters of a button's text ("保 存"). */
const named = (text: string) => new RegExp(`^${text.split('').join('\\s?')}$`);
/** The validation message under a form item of a section, by the item's label. */
const messageOf = (section: Locator, label: string) =>
  section
    .locator('.ant-formily-item')
    .filter({ has: section.page().getByText(label, { exact: true }) })
    .locator('.ant-formily-item-help');

describe('chat config screen', () => {
  it('validates and saves the e-mail notice, and manages the service agents', async () => {
    const shell = await session.shell({ path: '/customer/chat/config' });
    const { page } = shell;
    const errors = consoleErrors(page);

    // Widget texts per language: each saved under the language picked, whatever the interface's.
    const texts = page.getByTestId('section-texts');
    const title = texts.getByLabel('窗口标题', { exact: true });
    await expect.poll(() => title.isEnabled()).toBe(true);
    await texts.getByText('English', { exact: true }).click();
    await title.fill('Help desk');
    await texts.getByLabel('欢迎语', { exact: true }).fill('Hello, how can we help?');
    await texts.getByRole('button', { name: named('保存') }).click();
    await expect.poll(() => textsIn('en')).toMatchObject({ title: 'Help desk', welcome: 'Hello, how can we help?' });
    await texts.getByText('简体中文', { exact: true }).click();
    await expect.poll(() => title.inputValue()).not.toBe('Help desk');
    await title.fill('在线客服');
    await texts.getByRole('button', { name: named('保存') }).click();
    await expect.poll(() => textsIn('zh_CN')).toMatchObject({ title: '在线客服' });
    expect(await textsIn('en')).toMatchObject({ title: 'Help desk' });
    await texts.getByText('English', { exact: true }).click();
    await expect.poll(() => title.inputValue()).toBe('Help desk');

    // The embed code names this tenant's widget key on this server.
    const { siteKey } = await expectStatus(admin.call<{ siteKey: string }>('GET', 'im/config'), 200);
    await expect
      .poll(() => page.getByTestId('chat-embed-code').innerText())
      .toContain(`${baseURL}/chat/visitor?siteKey=${siteKey}`);

    // E-mail notice: on without an address is refused, a bad address too.
    const email = page.getByTestId('section-email');
    const address = email.getByLabel('通知邮箱', { exact: true });
    await email.getByRole('switch').click();
    await address.fill('');
    await email.getByRole('button', { name: named('保存') }).click();
    await expect.poll(() => messageOf(email, '通知邮箱').innerText()).toBe('该字段是必填字段');
    await address.fill('not-an-address');
    await address.blur();
    await expect.poll(() => messageOf(email, '通知邮箱').innerText()).toBe('请输入正确的邮箱地址');
    await address.fill('desk@example.com');
    await email.getByRole('button', { name: named('保存') }).click();
    await page.locator('.ant-message').getByText('保存成功').first().waitFor();
    await expect
      .poll(
        async () =>
          await expectStatus(admin.call<{ notifyEmail: string; emailEnabled: boolean }>('GET', 'im/config'), 200),
      )
      .toMatchObject({ notifyEmail: 'desk@example.com', emailEnabled: true });

    // Agents: synced from the users who may chat (admin is one), then edited.
    await page.getByRole('button', { name: '从用户同步' }).click();
    const row = agentRow(page, 'admin');
    await row.waitFor();
    await row.getByRole('button', { name: named('编辑') }).click();
    const dialog = page.getByRole('dialog');
    const nickName = dialog.getByLabel('显示名称', { exact: true });
    await nickName.fill('');
    await dialog.getByLabel('邮箱', { exact: true }).fill('wang@');
    await dialog.getByRole('button', { name: named('确定') }).click();
    await expect.poll(() => messageOf(dialog, '显示名称').innerText()).toBe('该字段是必填字段');
    await expect.poll(() => messageOf(dialog, '邮箱').innerText()).toBe('请输入正确的邮箱地址');
    await nickName.fill('客服小王');
    await dialog.getByLabel('邮箱', { exact: true }).fill('wang@example.com');
    await dialog.getByRole('button', { name: named('确定') }).click();
    await row.getByText('客服小王').waitFor();
    await row.getByText('wang@example.com').waitFor();

    await row.getByRole('switch', { name: '邮件通知' }).click();
    await expect
      .poll(async () => (await agents()).find((agent) => agent.userName === 'admin'))
      .toMatchObject({ nickName: '客服小王', email: 'wang@example.com', emailStatus: true });
    await expect.poll(() => row.getByRole('switch', { name: '邮件通知' }).getAttribute('aria-checked')).toBe('true');
    // After a sync the table lists again: the switch shows what the server holds. The rows are
    // clicked only once that list has come and is shown (a click during it can land on a row the
    // new list replaces).
    const listedAgain = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/prod-api/im/config/service',
    );
    await page.getByRole('button', { name: '从用户同步' }).click();
    await page.locator('.ant-message').getByText('执行成功').first().waitFor();
    await listedAgain;
    await expect.poll(() => page.getByTestId('section-agents').locator('.ant-spin-spinning').count()).toBe(0);
    await expect.poll(() => row.getByRole('switch', { name: '邮件通知' }).getAttribute('aria-checked')).toBe('true');

    // Removed, then back from the next sync.
    await row.getByRole('button', { name: named('删除') }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: named('确定') })
      .click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await agents()).map((agent) => agent.userName)).not.toContain('admin');
    await page.getByRole('button', { name: '从用户同步' }).click();
    await row.waitFor();

    expectNoPageErrors(shell.errors);
    expect(errors, 'console errors').toEqual([]);
  });
});

describe('chat config without imConfig:edit', () => {
  it('shows the texts, notice and agents read-only, with no save, sync, edit or delete control', async () => {
    const tag = randomBytes(3).toString('hex');
    // The list button, its page and the folders above them; not imConfig:edit.
    const menuIds = menusGranting(await storedMenus(admin), ['imConfig:list']);
    const roleId = await createRole(admin, { name: `chat-viewer-${tag}`, code: `chatViewer${tag}`, menuIds });
    const username = `chatview_${tag}`;
    await createUser(admin, baseURL, { username, password: 'Viewer-1pass', roleIds: [roleId] });
    await expectStatus(admin.call('POST', 'im/config/syncService', {}), 200);
    await saveTexts('zh_CN', '在线客服');
    await saveTexts('en', 'Help desk');

    const { page: view, errors } = await session.page();
    const logged = consoleErrors(view);
    await view.goto('/login?from=%2Fcustomer%2Fchat%2Fconfig');
    await loginAs(view, username, 'Viewer-1pass');
    const texts = view.getByTestId('section-texts');
    const title = texts.getByLabel('窗口标题', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('在线客服');
    expect(await title.isDisabled()).toBe(true);
    const agents = view.getByTestId('section-agents');
    await agentRow(view, 'admin').waitFor();
    expect(await view.getByTestId('section-email').getByRole('switch').isDisabled()).toBe(true);
    expect(await view.getByTestId('section-email').getByLabel('通知邮箱', { exact: true }).isDisabled()).toBe(true);
    expect(await agents.getByRole('switch').first().isDisabled()).toBe(true);
    await view.getByTestId('chat-embed-code').waitFor();
    // No control that would write: the server refuses the calls anyway.
    expect(await view.getByRole('button', { name: named('保存') }).count()).toBe(0);
    expect(await view.getByRole('button', { name: '从用户同步' }).count()).toBe(0);
    for (const name of ['新增', '编辑', '删除', '批量删除'])
      expect(await agents.getByRole('button', { name: named(name) }).count(), name).toBe(0);
    expect(await agents.getByRole('checkbox').count()).toBe(0);
    // The language picker still reads the other languages.
    await texts.getByText('English', { exact: true }).click();
    await expect.poll(() => title.inputValue()).toBe('Help desk');
    const viewer = await apiLogin(baseURL, username, 'Viewer-1pass');
    expect((await viewer.call('POST', 'im/config', { title: 'x', welcome: '', offlineMessage: '' })).status).toBe(403);

    expectNoPageErrors(errors);
    expect(logged, 'console errors').toEqual([]);
  });
});
