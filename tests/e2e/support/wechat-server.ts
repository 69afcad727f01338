// A server of the calling file's own whose WeChat API is a local stand-in (no network), with a
// Chromium and an admin API session; all started before the file's tests and stopped after them.
// (tests/e2e/user-center-wechat.test.ts still sets this up by hand; it can move here.)
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startWechatStandIn, type WechatStandIn } from '../../server/stand-ins/wechat';
import { apiLogin, type ApiSession } from './admin-api';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface WechatServer {
  browser: Browser;
  wechat: WechatStandIn;
  server: RunningServer;
  admin: ApiSession;
}

/** Call once at the top of a test file; the fields are there from its first test on. */
export function setupWechatServer(): WechatServer {
  const setup = {} as WechatServer;
  beforeAll(async () => {
    setup.browser = await launchBrowser();
    setup.wechat = await startWechatStandIn();
    setup.server = await startServer({ captcha: false, env: { WECHAT_API_BASE: setup.wechat.base } });
    setup.admin = await apiLogin(setup.server.baseURL);
  }, 90_000);
  afterAll(async () => {
    await setup.browser?.close();
    await setup.server?.stop();
    await setup.wechat?.close();
  });
  return setup;
}
