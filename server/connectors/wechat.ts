// The WeChat official-account API: access token, scene QR codes (account binding) and the custom
// menu. WeChat answers errors as 200 with a non-zero `errcode`, which become 502s with its errmsg.
import { HttpError } from '../lib/http-error';
import { callJson } from './http-json';

export interface WechatCredentials {
  appId: string;
  appSecret: string;
}

export interface WechatQr {
  ticket: string;
  /** What the QR image encodes: WeChat's URL for the scene. */
  url: string;
  expireSeconds: number;
}

/** One button as WeChat's `menu/create` takes it. */
export interface WechatButton {
  name: string;
  type?: 'click' | 'view' | 'miniprogram';
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: WechatButton[];
}

export interface WechatConnector {
  createSceneQr(scene: string, expireSeconds: number): Promise<WechatQr>;
  publishMenu(buttons: WechatButton[]): Promise<void>;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}

const baseUrl = () => (process.env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com').replace(/\/$/, '');

// Tokens live 7200 s and WeChat limits how often one may be fetched: keep each until a minute
// before it ends. Keyed by base and app, so a changed configuration gets its own token.
const tokens = new Map<string, { token: string; until: number }>();

function checked<T extends WechatAnswer>(answer: T): T {
  if (answer.errcode)
    throw new HttpError(502, 'wechat.apiError', { message: `${answer.errcode} ${answer.errmsg ?? ''}`.trim() });
  return answer;
}

export function wechatConnector({ appId, appSecret }: WechatCredentials): WechatConnector {
  const base = baseUrl();
  const call = <T extends WechatAnswer>(path: string, body?: unknown) =>
    callJson<T>({
      url: `${base}${path}`,
      method: body === undefined ? 'GET' : 'POST',
      body,
      failure: 'wechat.apiError',
    }).then(checked);

  async function accessToken(): Promise<string> {
    const cacheKey = `${base}\n${appId}\n${appSecret}`;
    const cached = tokens.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.token;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret });
    const answer = await call<WechatAnswer & { access_token: string; expires_in: number }>(`/cgi-bin/token?${query}`);
    tokens.set(cacheKey, {
      token: answer.access_token,
      until: Date.now() + Math.max(0, answer.expires_in - 60) * 1000,
    });
    return answer.access_token;
  }

  const withToken = async (path: string) => `${path}?access_token=${encodeURIComponent(await accessToken())}`;

  return {
    async createSceneQr(scene, expireSeconds) {
      const answer = await call<WechatAnswer & { ticket: string; url: string; expire_seconds: number }>(
        await withToken('/cgi-bin/qrcode/create'),
        {
          expire_seconds: expireSeconds,
          action_name: 'QR_STR_SCENE',
          action_info: { scene: { scene_str: scene } },
        },
      );
      return { ticket: answer.ticket, url: answer.url, expireSeconds: answer.expire_seconds };
    },
    async publishMenu(buttons) {
      await call(await withToken('/cgi-bin/menu/create'), { button: buttons });
    },
  };
}
