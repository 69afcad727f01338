// The shop's server rules: the order status flow (action calls and status edits through the
// form, with translated 409/400 answers that change nothing) and goods stock kept as the sum of
// its SKUs' stock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRoles } from '../../server/db/schema';
import { client, type Call } from './helpers/api';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { createUser, loginToken } from './helpers/auth';

let t: TestApp;
let admin: Call;
let nobody: Call;
beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  // A user without any role holds no authority at all.
  const id = await createUser(t.db, { username: 'nobody', password: 'nobody-pass' });
  await t.db.delete(usersRoles).where(eq(usersRoles.userId, id));
  nobody = client(t, await loginToken(t.app, t.db, 'nobody', 'nobody-pass'));
});
afterAll(() => t.close());

type Order = Record<string, unknown> & { id: number; status: string; payStatus: string; refundStatus: string };
let serial = 0;
const newOrder = async (extra: Record<string, unknown> = {}): Promise<Order> => {
  serial += 1;
  const body = {
    orderNo: `NO${Date.now()}${serial}`,
    userName: 'buyer',
    totalAmount: 100,
    payAmount: 90,
    status: 'unpaid',
    receiverName: 'Li Lei',
    receiverPhone: '13800138000',
    receiverAddress: 'Road 1',
    ...extra,
  };
  const response = await admin('POST', 'api/shopOrder', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Order>();
};
const act = (id: number, action: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  admin('POST', `api/shopOrder/${id}/${action}`, body, headers);
const read = async (id: number) => (await admin('GET', `api/shopOrder/${id}`)).json<Order>();
const state = (order: Order) => [order.status, order.payStatus, order.refundStatus];

describe('order status flow', () => {
  it('goes unpaid → paid → shipped → completed, recording payment and delivery', async () => {
    const order = await newOrder();
    expect(state(order)).toEqual(['unpaid', 'unpaid', 'none']);
    const paid = await act(order.id, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(state(paid.json())).toEqual(['toShip', 'paid', 'none']);
    expect(Date.parse(paid.json<{ payTime: string }>().payTime)).toBeGreaterThan(Date.now() - 60_000);
    const shipped = await act(order.id, 'ship', { expressCompany: 'SF Express', expressNo: 'SF1234567890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      expressCompany: 'SF Express',
      expressNo: 'SF1234567890',
      deliveryTime: expect.any(String),
    });
    expect((await act(order.id, 'receive')).json<Order>().status).toBe('completed');
  });

  it('refuses a step the state does not allow with a translated 409 and no change', async () => {
    const order = await newOrder();
    const ship = await act(order.id, 'ship', { expressCompany: 'SF', expressNo: 'SF1' });
    expect(ship.json()).toEqual({ status: 409, message: '订单在“待付款”状态下不能发货' });
    const english = await act(order.id, 'receive', {}, { language: 'en' });
    expect(english.json()).toEqual({ status: 409, message: 'Cannot mark as received an order that is "unpaid"' });
    expect((await act(order.id, 'refundApprove', {}, { language: 'zh_TW' })).json()).toEqual({
      status: 409,
      message: '訂單在「待付款」狀態下不能同意退款',
    });
    expect(await read(order.id)).toEqual(order);
    expect((await act(order.id, 'cancel')).json<Order>().status).toBe('cancelled');
    expect((await act(order.id, 'pay')).json()).toEqual({ status: 409, message: '订单在“已取消”状态下不能付款' });
  });

  it('needs the express company and number to ship by express, not for pickup', async () => {
    const order = await newOrder();
    await act(order.id, 'pay');
    expect((await act(order.id, 'ship', { expressCompany: 'SF' })).json()).toEqual({
      status: 400,
      message: '快递配送发货需要填写快递公司和快递单号',
    });
    expect((await read(order.id)).status).toBe('toShip');
    const pickup = await newOrder({ deliveryType: 'pickup' });
    await act(pickup.id, 'pay');
    expect((await act(pickup.id, 'ship')).json<Order>().status).toBe('shipped');
  });

  it('handles refunds: request, reject, request again, approve closes the order', async () => {
    const order = await newOrder();
    expect((await act(order.id, 'refund', { refundAmount: 10, refundReason: 'late' })).statusCode).toBe(409);
    await act(order.id, 'pay');
    expect((await act(order.id, 'refund', { refundAmount: 91, refundReason: 'broken' })).json()).toEqual({
      status: 400,
      message: '退款金额必须大于 0 且不超过实付金额 90',
    });
    expect((await act(order.id, 'refund', { refundAmount: 20 })).json()).toEqual({
      status: 400,
      message: '请填写退款原因',
    });
    const applied = await act(order.id, 'refund', { refundAmount: 20, refundReason: 'broken' });
    expect(applied.json()).toMatchObject({
      status: 'toShip',
      refundStatus: 'applied',
      refundAmount: 20,
      refundReason: 'broken',
    });
    // No shipping while a refund request is open.
    expect((await act(order.id, 'ship', { expressCompany: 'SF', expressNo: 'SF1' })).json()).toEqual({
      status: 409,
      message: '订单在“待发货 / 退款申请中”状态下不能发货',
    });
    expect((await act(order.id, 'refundReject')).json<Order>().refundStatus).toBe('rejected');
    await act(order.id, 'refund', { refundAmount: 90, refundReason: 'still broken' });
    const approved = await act(order.id, 'refundApprove');
    expect(state(approved.json())).toEqual(['closed', 'refunded', 'refunded']);
    expect((await act(order.id, 'refundApprove')).statusCode).toBe(409);
  });

  it('applies the same rules to a status changed in the edit form', async () => {
    const order = await newOrder();
    // Each row says what the edit form may offer: one step of the flow from its state.
    expect(order.nextValues).toEqual({ status: ['toShip', 'cancelled'], payStatus: ['paid'], refundStatus: [] });
    const { id, createTime: _c, updateTime: _u, nextValues: _n, ...form } = order;
    const skip = await admin('PUT', 'api/shopOrder', { ...form, id, status: 'shipped' });
    expect(skip.json()).toEqual({ status: 409, message: '订单状态不能从“待付款”改为“已发货”' });
    const paid = await admin('PUT', 'api/shopOrder', { ...form, id, status: 'toShip', payStatus: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'toShip', payStatus: 'paid', payTime: expect.any(String) });
    // A stale form (still saying unpaid) does not undo the payment.
    const stale = await admin('PUT', 'api/shopOrder', { ...form, id, remark: 'late edit' });
    expect(stale.json()).toEqual({ status: 409, message: '订单状态不能从“待发货”改为“待付款”' });
    const noExpress = await admin('PUT', 'api/shopOrder', { ...form, id, status: 'shipped', payStatus: 'paid' });
    expect(noExpress.json()).toEqual({ status: 400, message: '快递配送发货需要填写快递公司和快递单号' });
    const shipped = await admin('PUT', 'api/shopOrder', {
      ...form,
      id,
      status: 'shipped',
      payStatus: 'paid',
      expressCompany: 'YTO',
      expressNo: 'YT42',
    });
    expect(shipped.json()).toMatchObject({ status: 'shipped', expressNo: 'YT42', deliveryTime: expect.any(String) });
  });

  it('creates orders unpaid only, and checks permission, id and action', async () => {
    const response = await admin('POST', 'api/shopOrder', {
      orderNo: 'X1',
      userName: 'b',
      totalAmount: 1,
      payAmount: 1,
      status: 'shipped',
      receiverName: 'a',
      receiverPhone: '13800138000',
      receiverAddress: 'r',
    });
    expect(response.json()).toEqual({ status: 400, message: '新订单必须是待付款、未支付、无退款状态' });
    const order = await newOrder();
    expect((await nobody('POST', `api/shopOrder/${order.id}/pay`, {})).statusCode).toBe(403);
    expect((await act(999999, 'pay')).statusCode).toBe(404);
    expect((await act(order.id, 'teleport')).statusCode).toBe(400);
    expect((await act(order.id, 'ship', { expressNo: 'x y' })).statusCode).toBe(400);
    expect((await read(order.id)).status).toBe('unpaid');
  });
});

describe('goods stock from SKUs', () => {
  const goodsBody = { name: 'Tee', categoryName: 'Clothes', price: 10, stock: 5, image: 'https://example.com/a.png' };
  const skuBody = (goodsId: number, skuNo: string, stock: number) => ({
    goodsId,
    goodsName: 'Tee',
    specs: `size:${skuNo}`,
    skuNo,
    price: 10,
    stock,
  });
  const goodsStock = async (id: number) => (await admin('GET', `api/shopGoods/${id}`)).json<{ stock: number }>().stock;

  it('keeps goods stock equal to the sum of its SKUs through create, update, move and delete', async () => {
    const goods = (await admin('POST', 'api/shopGoods', goodsBody)).json<{ id: number }>();
    const other = (await admin('POST', 'api/shopGoods', { ...goodsBody, name: 'Cap' })).json<{ id: number }>();
    expect(await goodsStock(goods.id)).toBe(5);
    const small = (await admin('POST', 'api/shopGoodsSku', skuBody(goods.id, 'S', 3))).json<{ id: number }>();
    const large = (await admin('POST', 'api/shopGoodsSku', skuBody(goods.id, 'L', 4))).json<{ id: number }>();
    expect(await goodsStock(goods.id)).toBe(7);
    expect((await admin('PUT', 'api/shopGoodsSku', { ...skuBody(goods.id, 'L', 10), id: large.id })).statusCode).toBe(
      200,
    );
    expect(await goodsStock(goods.id)).toBe(13);
    // A SKU moved to other goods counts there, and no longer here.
    await admin('PUT', 'api/shopGoodsSku', { ...skuBody(other.id, 'S', 3), id: small.id });
    expect([await goodsStock(goods.id), await goodsStock(other.id)]).toEqual([10, 3]);
    await admin('DELETE', 'api/shopGoodsSku', [large.id]);
    expect(await goodsStock(goods.id)).toBe(0);
  });

  it('refuses a direct stock change of goods with SKUs, and removes SKUs with their goods', async () => {
    const goods = (await admin('POST', 'api/shopGoods', goodsBody)).json<{ id: number }>();
    const sku = (await admin('POST', 'api/shopGoodsSku', skuBody(goods.id, 'M', 6))).json<{ id: number }>();
    const changed = await admin('PUT', 'api/shopGoods', { ...goodsBody, stock: 99, id: goods.id });
    expect(changed.json()).toEqual({ status: 409, message: '多规格商品的库存由 SKU 库存汇总，不能直接修改' });
    const same = await admin('PUT', 'api/shopGoods', { ...goodsBody, name: 'Tee 2', stock: 6, id: goods.id });
    expect(same.statusCode, same.body).toBe(200);
    expect(await goodsStock(goods.id)).toBe(6);
    await admin('DELETE', 'api/shopGoods', [goods.id]);
    expect((await admin('GET', `api/shopGoodsSku/${sku.id}`)).statusCode).toBe(404);
  });
});
