// The personal centre's WeChat binding QR (GET wx/getQRCodeContent) and message settings
// (POST api/sysUser/updateUserMessage) in Chromium, on a server of this file's own whose WeChat
// API is a local stand-in (no network).
import { describe, expect, it } from 'vitest';
import { wechatConfigBody } from '../server/stand-ins/wechat';
import { expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { setupBrowser } from './support/setup-browser';
import { setupWechatServer } from './support/wechat-server';

const session = setupBrowser();
const setup = setupWechatServer();

const openCentre = () => session.shell({ path: '/user/center', baseURL: setup.server.baseURL });

describe('personal centre: WeChat binding', () => {
  it('says what is missing while no official account is configured', async () => {
    const shell = await openCentre();
    await shell.page.getByRole('tab', { name: '微信绑定' }).click();
    const alert = shell.page.getByTestId('wechat-bind-error');
    await alert.getByText('暂时无法生成绑定二维码').waitFor();
    await alert.getByText('请先在“微信配置 → 小程序配置”中启用一个配置（AppID 和 AppSecret）').waitFor();
    expectNoPageErrors(shell.errors);
  });

  it('shows the QR code WeChat made for a fresh scene, and a new one on refresh', async () => {
    await expectStatus(setup.admin.call('POST', 'api/wxConfig/wxapp', wechatConfigBody('E2E account')), 201);
    const shell = await openCentre();
    const { page } = shell;
    const scenes = () =>
      setup.wechat.requests.filter((request) => request.url.startsWith('/cgi-bin/qrcode/create')).length;
    const before = scenes();
    await page.getByRole('tab', { name: '微信绑定' }).click();
    const bind = page.getByTestId('wechat-bind');
    await bind.locator('.ant-qrcode canvas').waitFor();
    await bind
      .getByTestId('wechat-bind-expiry')
      .getByText(/^二维码 .+ 前有效$/)
      .waitFor();
    expect(scenes()).toBe(before + 1);
    // Leaving the tab and coming back asks for a new code (the old one may have been shown to others).
    await page.getByRole('tab', { name: '消息设置' }).click();
    await page.getByRole('tab', { name: '微信绑定' }).click();
    await expect.poll(scenes).toBe(before + 2);
    expectNoPageErrors(shell.errors);
  });
});

describe('personal centre: message settings', () => {
  it('saves the two switches through updateUserMessage', async () => {
    const shell = await openCentre();
    const { page } = shell;
    await page.getByRole('tab', { name: '消息设置' }).click();
    const form = page.getByTestId('message-settings');
    const email = form.getByRole('switch').nth(1);
    await email.waitFor();
    expect(await email.getAttribute('aria-checked')).toBe('true');
    await email.click();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').waitFor();
    expect(await expectStatus(setup.admin.call('GET', 'api/sysUser/userMessage'), 200)).toEqual({
      messageNotify: true,
      emailNotify: false,
    });
    expectNoPageErrors(shell.errors);
  });
});
