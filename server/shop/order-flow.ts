// The order status flow, enforced on the server (pure: no database, no Fastify).
//   unpaid ──pay──► toShip ──ship──► shipped ──receive──► completed
//   unpaid ──cancel──► cancelled
//   paid orders (toShip, shipped, completed): refund request (none/rejected → applied),
//   then approve (→ refunded, payment refunded, order closed) or reject (→ rejected).
// While a refund request is open, the order is neither shipped nor received.

export type OrderAction = 'pay' | 'cancel' | 'ship' | 'receive' | 'refund' | 'refundApprove' | 'refundReject';
export const ORDER_ACTIONS: readonly OrderAction[] = [
  'pay',
  'cancel',
  'ship',
  'receive',
  'refund',
  'refundApprove',
  'refundReject',
];

export interface OrderState {
  status: string;
  payStatus: string;
  refundStatus: string;
}

/** What an action may need from the caller. */
export interface ActionInput {
  expressCompany?: string;
  expressNo?: string;
  refundAmount?: number;
  refundReason?: string;
}

export type FlowError =
  | { error: 'transition' }
  | { error: 'expressRequired' }
  | { error: 'refundAmount'; max: number }
  | { error: 'refundReason' };

type Order = OrderState & { payAmount?: unknown; deliveryType?: unknown };

const PAID = ['toShip', 'shipped', 'completed'];
const refundOpen = (order: OrderState) => order.refundStatus === 'applied';

const RULES: Record<OrderAction, { allowed(order: Order): boolean; next(order: Order): Partial<OrderState> }> = {
  pay: {
    allowed: (o) => o.status === 'unpaid' && o.payStatus === 'unpaid',
    next: () => ({ status: 'toShip', payStatus: 'paid' }),
  },
  cancel: { allowed: (o) => o.status === 'unpaid', next: () => ({ status: 'cancelled' }) },
  ship: { allowed: (o) => o.status === 'toShip' && !refundOpen(o), next: () => ({ status: 'shipped' }) },
  receive: { allowed: (o) => o.status === 'shipped' && !refundOpen(o), next: () => ({ status: 'completed' }) },
  refund: {
    allowed: (o) => PAID.includes(o.status) && o.payStatus === 'paid' && ['none', 'rejected'].includes(o.refundStatus),
    next: () => ({ refundStatus: 'applied' }),
  },
  refundApprove: {
    allowed: refundOpen,
    next: () => ({ refundStatus: 'refunded', payStatus: 'refunded', status: 'closed' }),
  },
  refundReject: { allowed: refundOpen, next: () => ({ refundStatus: 'rejected' }) },
};

const stateOf = (order: Order): OrderState => ({
  status: order.status,
  payStatus: order.payStatus,
  refundStatus: order.refundStatus,
});
const sameState = (a: OrderState, b: OrderState) =>
  a.status === b.status && a.payStatus === b.payStatus && a.refundStatus === b.refundStatus;

/** The fields an action sets on `order` (state plus its details), or why it may not. */
export function applyAction(
  order: Order,
  action: OrderAction,
  input: ActionInput,
  now: Date,
): Record<string, unknown> | FlowError {
  const rule = RULES[action];
  if (!rule.allowed(order)) return { error: 'transition' };
  const change: Record<string, unknown> = { ...rule.next(order) };
  if (action === 'pay') change.payTime = now.toISOString();
  if (action === 'ship') {
    const express = (order.deliveryType ?? 'express') === 'express';
    if (express && (!input.expressCompany?.trim() || !input.expressNo?.trim())) return { error: 'expressRequired' };
    Object.assign(
      change,
      { deliveryTime: now.toISOString() },
      express ? { expressCompany: input.expressCompany, expressNo: input.expressNo } : {},
    );
  }
  if (action === 'refund') {
    const max = Number(order.payAmount ?? 0);
    if (!input.refundReason?.trim()) return { error: 'refundReason' };
    if (typeof input.refundAmount !== 'number' || !(input.refundAmount > 0) || input.refundAmount > max)
      return { error: 'refundAmount', max };
    Object.assign(change, { refundAmount: input.refundAmount, refundReason: input.refundReason });
  }
  return change;
}

const STATE_FIELDS = ['status', 'payStatus', 'refundStatus'] as const;

/**
 * The one step an edit asks for: the action whose result agrees with every state field the edit
 * changes. Fields it leaves as they were follow the step (choosing 待发货 also marks the payment
 * paid, as paying does).
 */
export function actionTo(order: Order, target: OrderState): OrderAction | undefined {
  const from = stateOf(order);
  const changed = STATE_FIELDS.filter((field) => target[field] !== from[field]);
  return ORDER_ACTIONS.find((action) => {
    if (!RULES[action].allowed(order)) return false;
    const next = { ...from, ...RULES[action].next(order) };
    return changed.every((field) => next[field] === target[field]);
  });
}

/** For each state field, the values one step of the flow can give it from here (what an edit may choose). */
export function nextValues(order: Order): Record<keyof OrderState, string[]> {
  const from = stateOf(order);
  const steps = ORDER_ACTIONS.filter((action) => RULES[action].allowed(order)).map((action) => ({
    ...from,
    ...RULES[action].next(order),
  }));
  const values = (field: keyof OrderState) => [
    ...new Set(steps.map((step) => step[field]).filter((value) => value !== from[field])),
  ];
  return { status: values('status'), payStatus: values('payStatus'), refundStatus: values('refundStatus') };
}

export const INITIAL_STATE: OrderState = { status: 'unpaid', payStatus: 'unpaid', refundStatus: 'none' };

export { stateOf, sameState };
