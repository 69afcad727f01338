// A server of the calling file's own whose WeChat API is a local stand-in (no network), with an
// admin API session; both started before the file's tests and stopped after them. The browser
// comes from setupBrowser, pointed at `server.baseURL`.
import { afterAll, beforeAll } from 'vitest';
import { startWechatStandIn, type WechatStandIn } from '../../server/stand-ins/wechat';
import { apiLogin, type ApiSession } from './admin-api';
import { startServer, type RunningServer } from './server';

export interface WechatServer {
  wechat: WechatStandIn;
  server: RunningServer;
  admin: ApiSession;
}

/** Call once at the top of a test file; the fields are there from its first test on. */
export function setupWechatServer(): WechatServer {
  const setup = {} as WechatServer;
  beforeAll(async () => {
    setup.wechat = await startWechatStandIn();
    setup.server = await startServer({ captcha: false, env: { WECHAT_API_BASE: setup.wechat.base } });
    setup.admin = await apiLogin(setup.server.baseURL);
  }, 90_000);
  afterAll(async () => {
    await setup.server?.stop();
    await setup.wechat?.close();
  });
  return setup;
}
