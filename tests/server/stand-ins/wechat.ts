// A stand-in of the WeChat official-account API: tokens for one app, scene QR codes and the
// custom menu, with WeChat's own error style (HTTP 200 and a non-zero errcode).
import { startStandIn, type StandIn } from './http';

export const WECHAT_APP = { appId: 'wxstandin0001', appSecret: 'standin-secret' };

/** The body of an enabled WeChat configuration for this stand-in's app. */
export const wechatConfigBody = (name: string) => ({ name, ...WECHAT_APP, enabled: true });

export interface WechatStandIn extends StandIn {
  state: { menus: unknown[]; tokensIssued: number };
}

export async function startWechatStandIn(): Promise<WechatStandIn> {
  const state = { menus: [] as unknown[], tokensIssued: 0 };
  const token = 'standin-token';
  const standIn = await startStandIn(({ url, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://stand-in');
    if (pathname === '/cgi-bin/token') {
      if (searchParams.get('appid') !== WECHAT_APP.appId || searchParams.get('secret') !== WECHAT_APP.appSecret)
        return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      state.tokensIssued += 1;
      return { json: { access_token: token, expires_in: 7200 } };
    }
    if (searchParams.get('access_token') !== token) return { json: { errcode: 40001, errmsg: 'invalid credential' } };
    const payload = JSON.parse(body.toString() || '{}') as {
      action_info?: { scene?: { scene_str?: string } };
      expire_seconds?: number;
      button?: unknown;
    };
    if (pathname === '/cgi-bin/qrcode/create') {
      const scene = payload.action_info?.scene?.scene_str ?? '';
      return {
        json: {
          ticket: `ticket-${scene}`,
          expire_seconds: payload.expire_seconds,
          url: `http://weixin.qq.com/q/${scene}`,
        },
      };
    }
    if (pathname === '/cgi-bin/menu/create') {
      state.menus.push(payload.button);
      return { json: { errcode: 0, errmsg: 'ok' } };
    }
    return { status: 404, json: { errcode: 404, errmsg: 'no such api' } };
  });
  return Object.assign(standIn, { state });
}
