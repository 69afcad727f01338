// The personal centre's WeChat binding QR (GET wx/getQRCodeContent) and message settings
// (POST api/sysUser/updateUserMessage) in Chromium, on a server of this file's own whose WeChat
// API is a local stand-in (no network).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatStandIn, WECHAT_APP, type WechatStandIn } from '../server/stand-ins/wechat';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { startServer, type RunningServer } from './support/server';
import { openShell } from './support/shell';

let browser: Browser;
let wechat: WechatStandIn;
let server: RunningServer;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  wechat = await startWechatStandIn();
  server = await startServer({ captcha: false, env: { WECHAT_API_BASE: wechat.base } });
  admin = await apiLogin(server.baseURL);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await wechat?.close();
});

const openCentre = async () => {
  const shell = await openShell(browser, server.baseURL, { path: '/user/center' });
  return shell;
};

describe('personal centre: WeChat binding', () => {
  it('says what is missing while no official account is configured', async () => {
    const shell = await openCentre();
    try {
      await shell.page.getByRole('tab', { name: '微信绑定' }).click();
      const alert = shell.page.getByTestId('wechat-bind-error');
      await alert.getByText('暂时无法生成绑定二维码').waitFor();
      await alert.getByText('请先在“微信配置 → 公众号”中启用一个配置（AppID 和 AppSecret）').waitFor();
      expectNoPageErrors(shell.errors);
    } finally {
      await shell.context.close();
    }
  });

  it('shows the QR code WeChat made for a fresh scene, and a new one on refresh', async () => {
    await expectStatus(admin.call('POST', 'api/wxConfig/wxapp', { name: 'E2E account', appId: WECHAT_APP.appId, appSecret: WECHAT_APP.appSecret, enabled: true }), 201);
    const shell = await openCentre();
    try {
      const { page } = shell;
      const scenes = () => wechat.requests.filter((request) => request.url.startsWith('/cgi-bin/qrcode/create')).length;
      const before = scenes();
      await page.getByRole('tab', { name: '微信绑定' }).click();
      const bind = page.getByTestId('wechat-bind');
      await bind.locator('.ant-qrcode canvas').waitFor();
      await bind.getByTestId('wechat-bind-expiry').getByText(/^二维码 .+ 前有效$/).waitFor();
      expect(scenes()).toBe(before + 1);
      // Leaving the tab and coming back asks for a new code (the old one may have been shown to others).
      await page.getByRole('tab', { name: '消息设置' }).click();
      await page.getByRole('tab', { name: '微信绑定' }).click();
      await expect.poll(scenes).toBe(before + 2);
      expectNoPageErrors(shell.errors);
    } finally {
      await shell.context.close();
    }
  });
});

describe('personal centre: message settings', () => {
  it('saves the two switches through updateUserMessage', async () => {
    const shell = await openCentre();
    try {
      const { page } = shell;
      await page.getByRole('tab', { name: '消息设置' }).click();
      const form = page.getByTestId('message-settings');
      const email = form.getByRole('switch').nth(1);
      await email.waitFor();
      expect(await email.getAttribute('aria-checked')).toBe('true');
      await email.click();
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await page.getByText('保存成功').waitFor();
      expect((await expectStatus(admin.call('GET', 'api/sysUser/userMessage'), 200))).toEqual({ messageNotify: true, emailNotify: false });
      expectNoPageErrors(shell.errors);
    } finally {
      await shell.context.close();
    }
  });
});
