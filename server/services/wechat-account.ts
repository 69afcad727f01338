// The official account the server talks to WeChat as: the first enabled row of the
// `wechat/config/wxapp` screen (AppID plus the write-only AppSecret, kept on the server).
import { HttpError } from '../lib/http-error';
import { wechatConnector, type WechatConnector } from '../connectors/wechat';
import type { Repositories } from '../repositories/index';

export const WECHAT_CONFIG_SCREEN = 'wechat/config/wxapp';

export async function wechatOf(repos: Repositories, tenantId: number): Promise<WechatConnector> {
  const rows = await repos.collections.findAll(tenantId, WECHAT_CONFIG_SCREEN, { enabled: true });
  const config = rows
    .map((row) => row.data)
    .find((data) => typeof data.appId === 'string' && typeof data.appSecret === 'string' && data.appSecret !== '');
  if (!config) throw new HttpError(400, 'wechat.notConfigured');
  return wechatConnector({ appId: config.appId as string, appSecret: config.appSecret as string });
}
