// The chat config screen in Chromium against the real server: the widget texts per language, the
// e-mail notice (validated, saved) and the service agents (synced from users, edited, e-mail
// switched on, removed); a user with imConfig:list but not imConfig:edit sees it all read-only.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, encryptForServer, expectStatus, type ApiSession } from './support/admin-api';
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

interface Agent { userName: string; nickName: string; email: string; emailStatus: boolean }
const agents = async () => (await expectStatus(admin.call<{ rows: Agent[] }>('GET', 'im/config/service'), 200)).rows;
/** The widget texts the server holds for one language (the Language header picks them). */
const textsIn = async (language: string) => {
  const answer = await fetch(`${baseURL}/prod-api/im/config`, { headers: { Authorization: admin.token, Language: language } });
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
  page.getByTestId('chat-agents').locator('tbody tr', { has: page.getByRole('cell', { name: userName, exact: true }) });

describe('chat config screen', () => {
  it('validates and saves the e-mail notice, and manages the service agents', async () => {
    const shell = await session.shell({ path: '/customer/chat/config' });
    const { page } = shell;
    const errors = consoleErrors(page);

    // Widget texts per language: each saved under the language picked, whatever the interface's.
    const texts = page.getByTestId('chat-texts');
    const title = texts.getByRole('textbox', { name: '窗口标题' });
    await texts.getByText('English', { exact: true }).click();
    await title.fill('Help desk');
    await texts.getByRole('textbox', { name: '欢迎语' }).fill('Hello, how can we help?');
    await texts.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => textsIn('en')).toMatchObject({ title: 'Help desk', welcome: 'Hello, how can we help?' });
    await texts.getByText('简体中文', { exact: true }).click();
    await expect.poll(() => title.inputValue()).not.toBe('Help desk');
    await title.fill('在线客服');
    await texts.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => textsIn('zh_CN')).toMatchObject({ title: '在线客服' });
    expect(await textsIn('en')).toMatchObject({ title: 'Help desk' });
    await texts.getByText('English', { exact: true }).click();
    await expect.poll(() => title.inputValue()).toBe('Help desk');

    // E-mail notice: on without an address is refused, a bad address too.
    const email = page.getByTestId('chat-email-settings');
    await email.getByRole('switch', { name: '发送邮件通知' }).click();
    await email.getByRole('textbox', { name: '通知邮箱' }).fill('');
    await email.getByRole('button', { name: /保\s*存/ }).click();
    await email.getByText('请输入接收通知的邮箱').waitFor();
    await email.getByRole('textbox', { name: '通知邮箱' }).fill('not-an-address');
    await email.getByText('请输入正确的邮箱地址').waitFor();
    await email.getByRole('textbox', { name: '通知邮箱' }).fill('desk@example.com');
    await email.getByRole('button', { name: /保\s*存/ }).click();
    await page.locator('.ant-message').getByText('保存成功').first().waitFor();
    await expect.poll(async () => (await expectStatus(admin.call<{ notifyEmail: string; emailEnabled: boolean }>('GET', 'im/config'), 200))).toMatchObject({ notifyEmail: 'desk@example.com', emailEnabled: true });

    // Agents: synced from the users who may chat (admin is one), then edited.
    await page.getByRole('button', { name: '从用户同步' }).click();
    const row = agentRow(page, 'admin');
    await row.waitFor();
    await row.getByRole('button', { name: '编辑客服 admin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '显示名称' }).fill('');
    await dialog.getByRole('textbox', { name: '邮箱' }).fill('wang@');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('请输入显示名称').waitFor();
    await dialog.getByText('请输入正确的邮箱地址').waitFor();
    await dialog.getByRole('textbox', { name: '显示名称' }).fill('客服小王');
    await dialog.getByRole('textbox', { name: '邮箱' }).fill('wang@example.com');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await row.getByText('客服小王').waitFor();
    await row.getByText('wang@example.com').waitFor();

    await row.getByRole('switch', { name: '邮件通知 admin' }).click();
    await expect.poll(async () => (await agents()).find((agent) => agent.userName === 'admin')).toMatchObject({ nickName: '客服小王', email: 'wang@example.com', emailStatus: true });
    // The table shows what it reloaded from the server.
    await expect.poll(() => row.getByRole('switch', { name: '邮件通知 admin' }).getAttribute('aria-checked')).toBe('true');

    // Removed, then back from the next sync.
    await row.getByRole('button', { name: '删除客服 admin' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await agents()).map((agent) => agent.userName)).not.toContain('admin');
    await page.getByRole('button', { name: '从用户同步' }).click();
    await row.waitFor();

    expectNoPageErrors(shell.errors);
    expect(errors, 'console errors').toEqual([]);
  });
});

interface MenuNode { id: number; permission?: string | null; pid?: number | null; children?: MenuNode[] }
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('chat config without imConfig:edit', () => {
  it('shows the texts, notice and agents read-only, with no save, sync, edit or delete control', async () => {
    const tag = randomBytes(3).toString('hex');
    const { content } = await expectStatus(admin.call<{ content: MenuNode[] }>('GET', 'api/sysMenu/tree?blurry=imConfig'), 200);
    const menus = flatten(content);
    const listButton = menus.find((menu) => menu.permission === 'imConfig:list')!;
    // The list button, its page and the folders above them; not imConfig:edit.
    const ids = new Set([listButton.id]);
    for (let parent = listButton.pid; parent; parent = (await expectStatus(admin.call<MenuNode>('GET', `api/sysMenu/${parent}`), 200)).pid) ids.add(parent);
    const role = await expectStatus(admin.call<{ id: number }>('POST', 'api/sysRole', { name: `chat-viewer-${tag}`, code: `chatViewer${tag}`, dataScope: 'all', menuIds: [...ids] }), 201);
    const username = `chatview_${tag}`;
    await expectStatus(admin.call('POST', 'api/sysUser', { username, nickname: username, status: true, password: await encryptForServer(baseURL, 'Viewer-1pass'), roleIds: [role.id] }), 201);
    await expectStatus(admin.call('POST', 'im/config/syncService', {}), 200);
    await saveTexts('zh_CN', '在线客服');
    await saveTexts('en', 'Help desk');

    const { page: view, errors } = await session.page();
    const logged = consoleErrors(view);
    await view.goto('/login?from=%2Fcustomer%2Fchat%2Fconfig');
    await loginAs(view, username, 'Viewer-1pass');
    const texts = view.getByTestId('chat-texts');
    await expect.poll(() => texts.getByRole('textbox', { name: '窗口标题' }).inputValue()).toBe('在线客服');
    expect(await texts.getByRole('textbox', { name: '窗口标题' }).isDisabled()).toBe(true);
    const agents = view.getByTestId('chat-agents');
    await agentRow(view, 'admin').waitFor();
    expect(await view.getByTestId('chat-email-settings').getByRole('switch').isDisabled()).toBe(true);
    expect(await agents.getByRole('switch').first().isDisabled()).toBe(true);
    // No control that would write: the server refuses the calls anyway.
    expect(await view.getByRole('button', { name: /保\s*存/ }).count()).toBe(0);
    expect(await view.getByRole('button', { name: '从用户同步' }).count()).toBe(0);
    expect(await agents.getByRole('button').count()).toBe(0);
    // The language picker still reads the other languages.
    await texts.getByText('English', { exact: true }).click();
    await expect.poll(() => texts.getByRole('textbox', { name: '窗口标题' }).inputValue()).toBe('Help desk');
    const viewer = await apiLogin(baseURL, username, 'Viewer-1pass');
    expect((await viewer.call('POST', 'im/config', { title: 'x', welcome: '', offlineMessage: '' })).status).toBe(403);

    expectNoPageErrors(errors);
    expect(logged, 'console errors').toEqual([]);
  });
});
