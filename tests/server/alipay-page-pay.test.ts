// Alipay page payment signing, checked with a generated key pair the way Alipay checks it;
// notification signatures (valid, tampered, wrong key, missing); the trades screen and its pay call.
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePayUrl, signingText, verifyNotification, type AlipaySettings } from '../../server/alipay/page-pay';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const bare = (der: Buffer) => der.toString('base64');
const settings: AlipaySettings = {
  appId: '2016091700532697',
  // As Alipay's key tool prints it: bare base64 of PKCS#8.
  privateKey: bare(merchant.privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer),
  alipayPublicKey: bare(alipay.publicKey.export({ format: 'der', type: 'spki' }) as Buffer),
  gatewayUrl: 'https://openapi.alipaydev.com/gateway.do',
  notifyUrl: 'https://shop.example.com/prod-api/api/aliPay/notify',
  returnUrl: 'https://shop.example.com/paid',
};

describe('alipay.trade.page.pay', () => {
  it('signs the sorted parameters with the merchant key (RSA2), as Alipay verifies them', () => {
    const url = new URL(
      pagePayUrl(
        settings,
        { outTradeNo: 'T20261123001', totalAmount: '12.50', subject: '茶壶' },
        new Date('2026-11-23T01:02:03Z'),
      ),
    );
    expect(url.origin + url.pathname).toBe(settings.gatewayUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: settings.appId,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      timestamp: '2026-11-23 09:02:03',
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: 'T20261123001',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '12.50',
      subject: '茶壶',
    });
    expect(
      verify('sha256', Buffer.from(signingText(params)), merchant.publicKey, Buffer.from(params.sign!, 'base64')),
    ).toBe(true);
    expect(signingText(params).startsWith('app_id=')).toBe(true);
  });

  it('takes a PKCS#1 PEM key too', () => {
    const pem = merchant.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
    const params = Object.fromEntries(
      new URL(
        pagePayUrl(
          { ...settings, privateKey: pem },
          { outTradeNo: 'T2', totalAmount: '1.00', subject: 'x' },
          new Date(),
        ),
      ).searchParams,
    );
    expect(
      verify('sha256', Buffer.from(signingText(params)), merchant.publicKey, Buffer.from(params.sign!, 'base64')),
    ).toBe(true);
  });
});

describe('notification signatures', () => {
  const notification = (key = alipay.privateKey) => {
    const params: Record<string, string> = {
      out_trade_no: 'T20261123001',
      trade_no: '2026112322001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '12.50',
      app_id: settings.appId,
      sign_type: 'RSA2',
    };
    return {
      ...params,
      sign: sign('sha256', Buffer.from(signingText(params, ['sign', 'sign_type'])), key).toString('base64'),
    };
  };

  it('accepts Alipay’s signature and refuses a tampered, foreign or missing one', () => {
    expect(verifyNotification(notification(), settings.alipayPublicKey)).toBe(true);
    expect(verifyNotification({ ...notification(), total_amount: '0.01' }, settings.alipayPublicKey)).toBe(false);
    expect(verifyNotification(notification(merchant.privateKey), settings.alipayPublicKey)).toBe(false);
    const { sign: _dropped, ...unsigned } = notification();
    expect(verifyNotification(unsigned, settings.alipayPublicKey)).toBe(false);
    expect(verifyNotification(notification(), 'not a key')).toBe(false);
  });
});

describe('Alipay trades screen and the pay call', () => {
  let t: TestApp;
  let admin: Call;
  let operator: Call;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, operator } = await adminAndOperator(t));
  });
  afterAll(() => t.close());

  it('numbers a new trade and keeps it waiting; refuses a bad amount', async () => {
    const created = await admin('POST', 'api/aliPayTrade', {
      subject: 'Teapot',
      totalAmount: 12.5,
      status: 'TRADE_SUCCESS',
      outTradeNo: 'mine',
    });
    expect(created.statusCode, created.body).toBe(400);
    const trade = await admin('POST', 'api/aliPayTrade', { subject: 'Teapot', totalAmount: 12.5 });
    expect(trade.statusCode, trade.body).toBe(201);
    expect(trade.json()).toMatchObject({
      subject: 'Teapot',
      status: 'WAIT_BUYER_PAY',
      outTradeNo: expect.stringMatching(/^T\d{20}$/),
    });
    const bad = await admin('POST', 'api/aliPayTrade', { subject: 'Teapot', totalAmount: 0.001 });
    expect(bad.statusCode).toBe(400);
    // Floating point: 0.29 is 28.999999999999996 cents.
    expect((await admin('POST', 'api/aliPayTrade', { subject: 'Cheap', totalAmount: 0.29 })).json()).toMatchObject({
      totalAmount: 0.29,
    });
  });

  it('pays through the enabled settings: a signed gateway address the browser opens', async () => {
    const [trade] = (await admin('GET', 'api/aliPayTrade?page=0&size=1')).json<{
      content: { id: number; outTradeNo: string }[];
    }>().content;
    const unconfigured = await admin('POST', `api/aliPay/pay/${trade!.id}`);
    expect(unconfigured.statusCode).toBe(400);
    expect(unconfigured.json<{ message: string }>().message).toBe('请先添加并启用支付宝配置（应用私钥和网关地址）');

    const config = {
      name: 'Sandbox',
      appId: settings.appId,
      privateKey: settings.privateKey,
      publicKey: settings.alipayPublicKey,
      gatewayUrl: settings.gatewayUrl,
      notifyUrl: settings.notifyUrl,
      returnUrl: settings.returnUrl,
      signType: 'RSA2',
      sandbox: true,
      enabled: true,
    };
    const saved = await admin('POST', 'api/aliPay', config);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await operator('POST', `api/aliPay/pay/${trade!.id}`)).statusCode).toBe(403);
    const paid = await admin('POST', `api/aliPay/pay/${trade!.id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    const { success, redirect } = paid.json<{ success: boolean; redirect: string }>();
    expect(success).toBe(true);
    const params = Object.fromEntries(new URL(redirect).searchParams);
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: trade!.outTradeNo,
      total_amount: '12.50',
      subject: 'Teapot',
    });
    expect(
      verify('sha256', Buffer.from(signingText(params)), merchant.publicKey, Buffer.from(params.sign!, 'base64')),
    ).toBe(true);
  });

  it('takes a trade’s status from Alipay’s signed notification only', async () => {
    const trade = (await admin('POST', 'api/aliPayTrade', { subject: 'Cup', totalAmount: 3 })).json<{
      id: number;
      outTradeNo: string;
    }>();
    const signed = (params: Record<string, string>, key = alipay.privateKey) => ({
      ...params,
      sign_type: 'RSA2',
      sign: sign('sha256', Buffer.from(signingText(params)), key).toString('base64'),
    });
    const base = {
      app_id: settings.appId,
      out_trade_no: trade.outTradeNo,
      trade_no: '2026112322001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '3.00',
    };
    const notify = (params: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/api/aliPay/notify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString(),
      });
    const statusOf = async () =>
      (await admin('GET', `api/aliPayTrade/${trade.id}`)).json<{ status: string; tradeNo: string }>();

    for (const forged of [
      signed(base, merchant.privateKey),
      { ...signed(base), total_amount: '0.01' },
      signed({ ...base, total_amount: '0.01' }),
      signed({ ...base, app_id: '2016000000000000' }),
      base,
    ]) {
      expect((await notify(forged)).body).toBe('failure');
    }
    expect((await statusOf()).status).toBe('WAIT_BUYER_PAY');
    const accepted = await notify(signed(base));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('success');
    expect(await statusOf()).toMatchObject({ status: 'TRADE_SUCCESS', tradeNo: '2026112322001' });
  });

  it('neither changes nor pays a settled trade', async () => {
    const [trade] = (await admin('GET', 'api/aliPayTrade?page=0&size=1')).json<{ content: { id: number }[] }>().content;
    await t.db.execute(
      sql`UPDATE collection_rows SET data = data || '{"status":"TRADE_SUCCESS"}'::jsonb WHERE id = ${trade!.id}`,
    );
    expect(
      (await admin('PUT', 'api/aliPayTrade', { id: trade!.id, subject: 'Changed', totalAmount: 1 })).statusCode,
    ).toBe(409);
    const pay = await admin('POST', `api/aliPay/pay/${trade!.id}`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json<{ message: string }>().message).toBe('该交易已支付或已关闭，不能再修改或支付');
  });
});
