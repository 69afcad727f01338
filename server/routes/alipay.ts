// POST api/aliPay/pay/{id}: the gateway address that pays a waiting trade (a row call of the
// tools/alipay-trade screen, permission: its edit), as { success, redirect }; the browser opens it.
import type { FastifyPluginAsync } from 'fastify';
import { pagePayUrl } from '../alipay/page-pay';
import { ALIPAY_TRADE, alipaySettingsOf, amountText, WAITING } from '../alipay/trades';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { rowId } from '../screens/handle';

const alipayRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>('/api/aliPay/pay/:id', { config: { screen: { id: ALIPAY_TRADE, action: 'edit' } } }, async (request) => {
    const { tenantId } = sessionOf(request);
    const trade = await app.repos.collections.get(tenantId, ALIPAY_TRADE, rowId(request.params.id));
    if (!trade) throw notFound();
    if (trade.data.status !== WAITING) throw new HttpError(409, 'alipay.tradeSettled');
    const settings = await alipaySettingsOf(app.repos, tenantId);
    if (!settings?.privateKey || !settings.gatewayUrl) throw badRequest('alipay.notConfigured');
    const order = { outTradeNo: String(trade.data.outTradeNo), totalAmount: amountText(trade.data.totalAmount), subject: String(trade.data.subject), body: typeof trade.data.body === 'string' ? trade.data.body : undefined };
    try {
      return { success: true, redirect: pagePayUrl(settings, order, new Date()) };
    } catch {
      throw badRequest('alipay.badKey');
    }
  });
};

export default alipayRoutes;
