// Alipay page payment in Chromium, on a server of this file's own (its Alipay settings are the
// only ones): a trade written in the trades form, 去支付 opening a new tab on a local stand-in of
// Alipay's gateway with the merchant's RSA2 signature over the order, then Alipay's signed
// notification (a forged one changes nothing) turning the trade 已付款, with no pay button left.
import { generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingText } from '../../server/alipay/page-pay';
import { startStandIn, type StandIn } from '../server/stand-ins/http';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { startServer, type RunningServer } from './support/server';
import { setupBrowser } from './support/setup-browser';

const tag = randomBytes(3).toString('hex');
const session = setupBrowser();
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021000000000001';
let gateway: StandIn;
let server: RunningServer;
let admin: ApiSession;
let settingsId: number;

const settings = () => ({
  name: `Sandbox ${tag}`,
  appId: APP_ID,
  privateKey: merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  publicKey: (alipay.publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64'),
  gatewayUrl: `${gateway.base}/gateway.do`,
  notifyUrl: `${server.baseURL}/prod-api/api/aliPay/notify`,
  returnUrl: `${server.baseURL}/tools/alipayTrade`,
  signType: 'RSA2',
  sandbox: true,
  enabled: true,
});

beforeAll(async () => {
  gateway = await startStandIn(() => ({ json: { gateway: 'alipay stand-in' } }));
  server = await startServer({ captcha: false });
  admin = await apiLogin(server.baseURL);
  ({ id: settingsId } = await expectStatus(admin.call<{ id: number }>('POST', 'api/aliPay', settings()), 201));
}, 200_000);
afterAll(async () => {
  await server?.stop();
  await gateway?.close();
});

const openTrades = () => session.screen('/tools/alipayTrade', { baseURL: server.baseURL });

/** What the browser asked of the gateway (a tab also asks for its favicon). */
const gatewayCalls = () => gateway.requests.filter((request) => request.url.startsWith('/gateway.do?'));

/** Alipay's asynchronous notification, form-encoded and signed with `key` (Alipay's own by default). */
async function notify(params: Record<string, string>, key = alipay.privateKey): Promise<string> {
  const signature = sign('sha256', Buffer.from(signingText(params)), key).toString('base64');
  const response = await fetch(`${server.baseURL}/prod-api/api/aliPay/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, sign_type: 'RSA2', sign: signature }).toString(),
  });
  return response.text();
}

describe('Alipay page payment', () => {
  it('pays a trade through the gateway and marks it 已付款 on Alipay’s signed notification', async () => {
    const { context, errors, view } = await openTrades();
    const subject = `茶壶 ${tag}`;
    await view.button('新增').click();
    await view.dialog.waitFor();
    await view.field('商品名称').fill(subject);
    await view.field('金额（元）').fill('12.5');
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => view.row(subject).innerText()).toMatch(/待付款/);
    const outTradeNo = (await view.row(subject).innerText()).match(/T\d{20}/)?.[0];
    expect(outTradeNo).toBeDefined();

    const [gatewayTab] = await Promise.all([
      context.waitForEvent('page'),
      view.row(subject).getByRole('button', { name: '去支付' }).click(),
    ]);
    await gatewayTab.waitForLoadState();
    expect(new URL(gatewayTab.url()).origin).toBe(gateway.base);
    const params = Object.fromEntries(new URL(gatewayCalls().at(-1)!.url, gateway.base).searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      notify_url: `${server.baseURL}/prod-api/api/aliPay/notify`,
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: outTradeNo,
      total_amount: '12.50',
      subject,
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(
      verify('sha256', Buffer.from(signingText(params)), merchant.publicKey, Buffer.from(params.sign!, 'base64')),
    ).toBe(true);

    const paid = {
      app_id: APP_ID,
      out_trade_no: outTradeNo!,
      trade_no: `2026112322${tag}`,
      trade_status: 'TRADE_SUCCESS',
      total_amount: '12.50',
    };
    // Signed by someone else, or for another amount: refused, the trade still waits.
    expect(await notify(paid, merchant.privateKey)).toBe('failure');
    expect(await notify({ ...paid, total_amount: '0.01' })).toBe('failure');
    await view.button('搜索').click();
    await expect.poll(() => view.row(subject).innerText()).toMatch(/待付款/);

    expect(await notify(paid)).toBe('success');
    await expect
      .poll(async () => {
        await view.button('搜索').click();
        return view.row(subject).innerText();
      })
      .toMatch(/已付款/);
    await expect.poll(() => view.row(subject).getByRole('button', { name: '去支付' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says why a trade cannot be paid when no Alipay settings are enabled', async () => {
    await expectStatus(admin.call('PUT', 'api/aliPay', { ...settings(), id: settingsId, enabled: false }), 200);
    const subject = `杯子 ${tag}`;
    await expectStatus(admin.call('POST', 'api/aliPayTrade', { subject, totalAmount: 3 }), 201);
    const { page, view, errors } = await openTrades();
    await view.row(subject).getByRole('button', { name: '去支付' }).click();
    await page.getByText('请先添加并启用支付宝配置（应用私钥和网关地址）').first().waitFor();
    // Only the first test's payment reached the gateway.
    expect(gatewayCalls()).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
