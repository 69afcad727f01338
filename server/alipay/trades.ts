// Alipay trades (the tools/alipay-trade screen): a person writes the subject and amount; the
// server numbers the trade and keeps its status, which only Alipay's signed notification moves on.
// Paying is a row call (routes/alipay.ts) that sends the browser to the gateway.
import { badRequest, HttpError } from '../lib/http-error';
import type { CollectionHooks } from '../screens/collection-hooks';
import type { Repositories } from '../repositories/index';
import type { AlipaySettings } from './page-pay';

export const ALIPAY_TRADE = 'tools/alipay-trade';
export const ALIPAY_CONFIG = 'tools/alipay';
export const WAITING = 'WAIT_BUYER_PAY';

/** Yuan as Alipay wants it: 0.01 to 100,000,000 with two decimals. */
export function amountText(value: unknown): string {
  const amount = Number(value);
  // Cents compared with a tolerance: 0.29 * 100 is 28.999999999999996 in floating point.
  if (
    !Number.isFinite(amount) ||
    amount < 0.01 ||
    amount > 100_000_000 ||
    Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6
  )
    throw badRequest('alipay.badAmount');
  return amount.toFixed(2);
}

const tradeNumber = (now: Date) =>
  `T${now.toISOString().replace(/\D/g, '').slice(0, 14)}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0')}`;

export const alipayHooks: Record<string, CollectionHooks> = {
  [ALIPAY_TRADE]: {
    async beforeCreate(_ctx, body) {
      amountText(body.totalAmount);
      return { ...body, outTradeNo: tradeNumber(new Date()), status: WAITING, tradeNo: '' };
    },
    async beforeUpdate(_ctx, current, body) {
      if (current.data.status !== WAITING) throw new HttpError(409, 'alipay.tradeSettled');
      amountText(body.totalAmount ?? current.data.totalAmount);
      // The number and the status are the server's: a body cannot change them.
      return { body: { ...body, outTradeNo: current.data.outTradeNo, status: WAITING }, guard: { status: WAITING } };
    },
  },
};

/** The first enabled Alipay settings of the tenant, or null. */
export async function alipaySettingsOf(repos: Repositories, tenantId: number): Promise<AlipaySettings | null> {
  const [row] = await repos.collections.findAll(tenantId, ALIPAY_CONFIG, { enabled: true }, 1);
  if (!row) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    appId: text(row.data.appId),
    privateKey: text(row.data.privateKey),
    alipayPublicKey: text(row.data.publicKey),
    gatewayUrl: text(row.data.gatewayUrl),
    notifyUrl: text(row.data.notifyUrl),
    returnUrl: text(row.data.returnUrl),
  };
}
