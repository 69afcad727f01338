// POST api/aliPay/pay/{id}: the gateway address that pays a waiting trade (a row call of the
// tools/alipay-trade screen, permission: its edit), as { success, redirect }; the browser opens it.
// POST api/aliPay/notify: Alipay's asynchronous notification (public, form-encoded). It counts
// only with Alipay's RSA2 signature checked against the trade's tenant's settings, the same app id
// and the same amount; then the trade takes Alipay's status. Answers "success" (Alipay stops
// repeating it) or "failure".
import type { FastifyPluginAsync } from 'fastify';
import { pagePayUrl, verifyNotification } from '../alipay/page-pay';
import { ALIPAY_TRADE, alipaySettingsOf, amountText, WAITING } from '../alipay/trades';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { rowId } from '../screens/handle';

const alipayRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>(
    '/api/aliPay/pay/:id',
    { config: { screen: { id: ALIPAY_TRADE, action: 'edit' } } },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const trade = await app.repos.collections.get(tenantId, ALIPAY_TRADE, rowId(request.params.id));
      if (!trade) throw notFound();
      if (trade.data.status !== WAITING) throw new HttpError(409, 'alipay.tradeSettled');
      const settings = await alipaySettingsOf(app.repos, tenantId);
      if (!settings?.privateKey || !settings.gatewayUrl) throw badRequest('alipay.notConfigured');
      const order = {
        outTradeNo: String(trade.data.outTradeNo),
        totalAmount: amountText(trade.data.totalAmount),
        subject: String(trade.data.subject),
        body: typeof trade.data.body === 'string' ? trade.data.body : undefined,
      };
      try {
        return { success: true, redirect: pagePayUrl(settings, order, new Date()) };
      } catch {
        throw badRequest('alipay.badKey');
      }
    },
  );
};

const SETTLED = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED', 'TRADE_CLOSED']);

const notifyRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post<{ Body: Record<string, string> }>(
    '/api/aliPay/notify',
    { config: { public: true } },
    async (request, reply) => {
      const params = request.body ?? {};
      reply.type('text/plain');
      const outTradeNo = params.out_trade_no;
      if (typeof outTradeNo !== 'string' || !SETTLED.has(params.trade_status ?? '')) return 'failure';
      const trade = await app.repos.collections.findInAnyTenant(ALIPAY_TRADE, { outTradeNo });
      if (!trade) return 'failure';
      const settings = await alipaySettingsOf(app.repos, trade.tenantId);
      if (!settings || params.app_id !== settings.appId || !verifyNotification(params, settings.alipayPublicKey))
        return 'failure';
      if (params.total_amount !== amountText(trade.data.totalAmount)) return 'failure';
      // Repeated notifications of a settled trade change nothing.
      if (trade.data.status === WAITING || trade.data.status === 'TRADE_SUCCESS') {
        await app.repos.collections.update(trade.tenantId, ALIPAY_TRADE, trade.id, {
          status: params.trade_status,
          tradeNo: params.trade_no ?? '',
        });
      }
      return 'success';
    },
  );
};

export default async function alipay(app: Parameters<FastifyPluginAsync>[0]): Promise<void> {
  await app.register(alipayRoutes);
  await app.register(notifyRoutes);
}
