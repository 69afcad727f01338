// Alipay's computer-website payment (alipay.trade.page.pay): the browser is sent to the gateway
// with the order and an RSA2 signature made with the merchant's private key. The parameters are
// signed as Alipay documents it: every non-empty parameter but `sign`, sorted by name, joined as
// key=value with &, signed with SHA256withRSA, base64.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

export interface AlipaySettings {
  appId: string;
  /** PKCS#8 or PKCS#1, PEM or the bare base64 Alipay's key tool prints. */
  privateKey: string;
  /** Alipay's public key, to check its notifications. */
  alipayPublicKey: string;
  gatewayUrl: string;
  notifyUrl: string;
  returnUrl: string;
}

export interface PageOrder {
  outTradeNo: string;
  /** Yuan with two decimals. */
  totalAmount: string;
  subject: string;
  body?: string;
}

/** The text Alipay signs: non-empty parameters but sign (and sign_type, on notifications), sorted. */
export function signingText(params: Record<string, string>, leaveOut: string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

function keyObject(text: string, kind: 'private' | 'public'): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----')) return kind === 'private' ? createPrivateKey(trimmed) : createPublicKey(trimmed);
  const der = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  if (kind === 'public') return createPublicKey({ key: der, format: 'der', type: 'spki' });
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** The gateway address the payer's browser opens; `now` is the request's timestamp. */
export function pagePayUrl(settings: AlipaySettings, order: PageOrder, now: Date): string {
  const params: Record<string, string> = {
    app_id: settings.appId,
    method: 'alipay.trade.page.pay',
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: shanghaiTime(now),
    version: '1.0',
    notify_url: settings.notifyUrl,
    return_url: settings.returnUrl,
    biz_content: JSON.stringify({
      out_trade_no: order.outTradeNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: order.totalAmount,
      subject: order.subject,
      ...(order.body ? { body: order.body } : {}),
    }),
  };
  const signature = sign(
    'sha256',
    Buffer.from(signingText(params)),
    keyObject(settings.privateKey, 'private'),
  ).toString('base64');
  const url = new URL(settings.gatewayUrl);
  for (const [key, value] of Object.entries({ ...params, sign: signature }))
    if (value !== '') url.searchParams.set(key, value);
  return url.toString();
}

/** Whether a notification's parameters carry Alipay's valid RSA2 signature. */
export function verifyNotification(params: Record<string, string>, alipayPublicKey: string): boolean {
  if (!params.sign || params.sign_type !== 'RSA2') return false;
  try {
    return verify(
      'sha256',
      Buffer.from(signingText(params, ['sign', 'sign_type'])),
      keyObject(alipayPublicKey, 'public'),
      Buffer.from(params.sign, 'base64'),
    );
  } catch {
    return false;
  }
}

/** yyyy-MM-dd HH:mm:ss in China Standard Time, as Alipay's timestamp parameter expects. */
function shanghaiTime(now: Date): string {
  const cst = new Date(now.getTime() + 8 * 3600_000);
  return cst.toISOString().slice(0, 19).replace('T', ' ');
}
