// The shop's server rules as collection hooks: orders follow their status flow (order-flow.ts),
// and goods with SKUs carry the sum of their SKUs' stock (a SKU naming no existing goods changes
// no stock; the generic screen walks create SKUs without goods).
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error';
import type { MessageKey } from '../i18n/index';
import type { CollectionHooks } from '../screens/collection-hooks';
import type { CollectionRow } from '../repositories/collections';
import type { Repositories } from '../repositories/index';
import {
  actionTo,
  applyAction,
  INITIAL_STATE,
  nextValues,
  sameState,
  stateOf,
  type ActionInput,
  type FlowError,
  type OrderAction,
  type OrderState,
} from './order-flow';

export const ORDER = 'shop/order';
export const GOODS = 'shop/goods';
export const SKU = 'shop/goods-sku';

/** An order state in the caller's language: the status, and an open or settled refund beside it. */
function stateLabel(request: FastifyRequest, state: OrderState): string {
  const status = request.t(`order.state.${state.status}` as MessageKey);
  return state.refundStatus === 'none'
    ? status
    : `${status} / ${request.t(`order.refund.${state.refundStatus}` as MessageKey)}`;
}

const orderState = (data: Record<string, unknown>): OrderState =>
  stateOf({
    status: String(data.status ?? INITIAL_STATE.status),
    payStatus: String(data.payStatus ?? INITIAL_STATE.payStatus),
    refundStatus: String(data.refundStatus ?? INITIAL_STATE.refundStatus),
  });

function flowFailure(request: FastifyRequest, current: OrderState, action: OrderAction, failure: FlowError): HttpError {
  switch (failure.error) {
    case 'transition':
      return new HttpError(409, 'order.transition', {
        from: stateLabel(request, current),
        action: request.t(`order.action.${action}` as MessageKey),
      });
    case 'refundAmount':
      return badRequest('order.refundAmount', { max: failure.max });
    default:
      return badRequest(failure.error === 'expressRequired' ? 'order.expressRequired' : 'order.refundReason');
  }
}

/** The change `action` makes to a stored order, with the state it must still be in when written. */
export function planAction(request: FastifyRequest, current: CollectionRow, action: OrderAction, input: ActionInput) {
  const state = orderState(current.data);
  const order = { ...current.data, ...state };
  const change = applyAction(order, action, input, new Date());
  if ('error' in change) throw flowFailure(request, state, action, change as FlowError);
  return { change, guard: { ...state } };
}

const orderHooks: CollectionHooks = {
  async beforeCreate(_ctx, body) {
    if (!sameState(orderState(body), INITIAL_STATE)) throw badRequest('order.createState');
    // The state is stored whole, so the flow never has to guess a missing field.
    return { ...body, ...INITIAL_STATE };
  },
  // An edit may carry a status change: it must be one step of the flow, with that step's rules.
  async beforeUpdate({ request }, current, body) {
    const from = orderState(current.data);
    const to = orderState({ ...current.data, ...body });
    if (sameState(from, to)) return { body, guard: { ...from } };
    const action = actionTo({ ...current.data, ...from }, to);
    if (!action)
      throw new HttpError(409, 'order.statusChange', { from: stateLabel(request, from), to: stateLabel(request, to) });
    const { change, guard } = planAction(
      request,
      { ...current, data: { ...current.data, ...body, ...from } },
      action,
      body as ActionInput,
    );
    return { body: { ...body, ...change }, guard };
  },
  // What the edit form may offer for each state field beside its value (the DictSelect's `flow`).
  present(_ctx, row) {
    return { ...row, nextValues: nextValues({ ...row, ...orderState(row) }) };
  },
};

const restock = (repos: Repositories, tenantId: number, goodsId: unknown) =>
  typeof goodsId === 'number'
    ? repos.collections.setSum(
        tenantId,
        { screenId: GOODS, id: goodsId, field: 'stock' },
        { screenId: SKU, field: 'stock', match: { goodsId } },
      )
    : Promise.resolve(null);

const skuHooks: CollectionHooks = {
  async afterWrite({ repos, tenantId }, row, previous) {
    await restock(repos, tenantId, row.data.goodsId);
    if (previous && previous.data.goodsId !== row.data.goodsId) await restock(repos, tenantId, previous.data.goodsId);
  },
  async afterRemove({ repos, tenantId }, rows) {
    for (const goodsId of new Set(rows.map((row) => row.data.goodsId))) await restock(repos, tenantId, goodsId);
  },
};

const goodsHooks: CollectionHooks = {
  // With SKUs, the stock is theirs to set: an edit may resend it unchanged, never change it.
  async beforeUpdate({ repos, tenantId }, current, body) {
    const hasSkus = (await repos.collections.findAll(tenantId, SKU, { goodsId: current.id }, 1)).length > 0;
    if (hasSkus && body.stock !== undefined && body.stock !== current.data.stock)
      throw new HttpError(409, 'goods.stockFromSkus');
    return { body };
  },
  // SKUs of deleted goods go with them.
  async afterRemove({ repos, tenantId }, rows) {
    for (const row of rows) {
      const skus = await repos.collections.findAll(tenantId, SKU, { goodsId: row.id }, 10_000);
      if (skus.length > 0)
        await repos.collections.remove(
          tenantId,
          SKU,
          skus.map((sku) => sku.id),
        );
    }
  },
};

export const shopHooks: Record<string, CollectionHooks> = { [ORDER]: orderHooks, [SKU]: skuHooks, [GOODS]: goodsHooks };
