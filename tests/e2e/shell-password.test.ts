// Both password forms of spec §5: their messages on blur, the server's answers, and the forced
// re-login after a change (the admin password is restored through the API afterwards).
import { describe, expect, inject, it } from 'vitest';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';
import { ADMIN_PASSWORD } from './support/server';
import { restoreAdminPassword, type ShellPage } from './support/shell';

const baseURL = inject('baseURL');
const NEW_PASSWORD = 'Shell-pass-2024';
let shell: ShellPage;

const session = setupBrowser();

describe('password dialog (user menu)', () => {
  it('checks on blur, then changes the password and sends the user to login after 1.5 s', async () => {
    shell = await session.shell();
    const { page } = shell;
    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#oldPass').focus();
    await dialog.locator('#oldPass').blur();
    await dialog.getByText('请输入旧密码').waitFor();
    await dialog.locator('#newPass').fill('12345');
    await dialog.locator('#newPass').blur();
    await dialog.getByText('长度在 6 到 20 个字符').waitFor();
    await dialog.locator('#confirmPass').focus();
    await dialog.locator('#confirmPass').blur();
    await dialog.getByText('请再次输入密码').waitFor();
    await dialog.locator('#newPass').fill(NEW_PASSWORD);
    await dialog.locator('#confirmPass').fill('something-else');
    await dialog.locator('#confirmPass').blur();
    await dialog.getByText('两次输入的密码不一致').waitFor();
    await dialog.locator('#oldPass').fill(ADMIN_PASSWORD);
    await dialog.locator('#confirmPass').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    const shownAt = Date.now();
    await page.waitForURL('**/login');
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    await restoreAdminPassword(baseURL, NEW_PASSWORD);
    expectNoPageErrors(shell.errors);
  });
});

describe('password drawer (personal centre)', () => {
  it('shows the required messages on Enter and the mismatch on blur', async () => {
    shell = await session.shell({ path: '/user/center' });
    const { page } = shell;
    await page.getByTestId('open-password-drawer').click();
    const form = page.getByTestId('password-drawer');
    await form.locator('#oldPassword').press('Enter');
    for (const text of ['请输入旧密码', '请输入新密码', '请再次输入新密码']) await form.getByText(text).waitFor();
    await form.locator('#password').fill('first-one');
    await form.locator('#password2').fill('second-one');
    await form.locator('#password2').blur();
    await form.getByText('两次输入密码不一致').waitFor();
    expectNoPageErrors(shell.errors);
  });

  it('shows the server message as an error for a wrong old password, then 修改成功 and re-login', async () => {
    shell = await session.shell({ path: '/user/center' });
    const { page } = shell;
    await page.getByTestId('open-password-drawer').click();
    const form = page.getByTestId('password-drawer');
    await form.locator('#oldPassword').fill('not-my-password');
    await form.locator('#password').fill(NEW_PASSWORD);
    await form.locator('#password2').fill(NEW_PASSWORD);
    await form.locator('#password2').press('Enter');
    await page.locator('.ant-message-error').getByText('旧密码错误').waitFor();
    await form.locator('#oldPassword').fill(ADMIN_PASSWORD);
    await form.locator('#password2').press('Enter');
    await page.locator('.ant-message-success').getByText('修改成功', { exact: true }).waitFor();
    await page.getByText('密码修改成功，请重新登录').waitFor();
    await page.waitForURL('**/login');
    await restoreAdminPassword(baseURL, NEW_PASSWORD);
    expectNoPageErrors(shell.errors);
  });
});
