// The chat config screen in Chromium against the real server: the e-mail notice (validated, saved)
// and the service agents (synced from users, edited, e-mail switched on, removed).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { consoleErrors } from './support/chat';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const session = setupBrowser();
let admin: ApiSession;

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

interface Agent { userName: string; nickName: string; email: string; emailStatus: boolean }
const agents = async () => (await expectStatus(admin.call<{ rows: Agent[] }>('GET', 'im/config/service'), 200)).rows;
const agentRow = (page: Page, userName: string) =>
  page.getByTestId('chat-agents').locator('tbody tr', { has: page.getByRole('cell', { name: userName, exact: true }) });

describe('chat config screen', () => {
  it('validates and saves the e-mail notice, and manages the service agents', async () => {
    const shell = await session.shell({ path: '/customer/chat/config' });
    const { page } = shell;
    const errors = consoleErrors(page);

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
    await page.locator('.ant-message').getByText('保存成功').waitFor();
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
