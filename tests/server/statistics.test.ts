// Statistics calls compute their figures from the tenant's rows: orders stored through the order
// screen's API, chat visitors, conversations and messages, news and products, and logins; per UTC
// day with zeros for empty days. Another tenant sees none of it; each page needs its permission.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRows, tenants } from '../../server/db/schema';
import { chatConversations, chatMessages, chatVisitors } from '../../server/db/schema-chat';
import { domains, news, products } from '../../server/db/schema-news';
import { dayRange } from '../../server/repositories/statistics';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { createUser, loginToken } from './helpers/auth';
import { addOtherTenant, call } from './helpers/chat-setup';

let t: TestApp;
let admin: string;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp({ captcha: false });
  admin = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
  tenantId = (await t.db.select({ id: tenants.id }).from(tenants))[0]!.id;
});
afterAll(() => t.close());

// New orders start unpaid (the shop's status rules); the seed moves them on in the database.
const order = (orderNo: string, payAmount: number) => ({
  orderNo,
  userName: 'buyer',
  totalAmount: payAmount,
  payAmount,
  status: 'unpaid',
  payStatus: 'unpaid',
  refundStatus: 'none',
  receiverName: 'Receiver',
  receiverPhone: '13800000000',
  receiverAddress: 'Street 1',
});

async function seedRows() {
  for (const [no, amount, status] of [
    ['A1', 10.5, 'toShip'],
    ['A2', 20, 'toShip'],
    ['A3', 5, 'completed'],
  ] as const) {
    const response = await call(t.app, admin, 'POST', 'api/shopOrder', order(no, amount));
    expect(response.statusCode, response.body).toBeLessThan(300);
    await t.db.execute(
      sql`update ${collectionRows} set data = jsonb_set(data, '{status}', to_jsonb(${status}::text)) where ${collectionRows.data}->>'orderNo' = ${no}`,
    );
  }
  // One order three days ago.
  await t.db.execute(
    sql`update ${collectionRows} set created_at = now() - interval '3 days' where ${collectionRows.data}->>'orderNo' = 'A3'`,
  );

  const [site] = await t.db
    .insert(domains)
    .values({ tenantId, name: 'Site', domain: 'stats.example', languages: [] })
    .returning({ id: domains.id });
  await t.db.insert(news).values([
    { tenantId, siteId: site!.id, language: 'en', title: 'a', published: true },
    { tenantId, siteId: site!.id, language: 'en', title: 'b' },
  ]);
  await t.db.insert(products).values({ tenantId, siteId: site!.id, language: 'en', name: 'p', published: true });

  const [visitor] = await t.db
    .insert(chatVisitors)
    .values({ tenantId, tokenHash: 'stats-visitor', ip: '10.0.0.1' })
    .returning({ id: chatVisitors.id });
  const [conversation] = await t.db
    .insert(chatConversations)
    .values({ tenantId, visitorId: visitor!.id, lastSeq: 3 })
    .returning({ id: chatConversations.id });
  await t.db.insert(chatMessages).values([
    { tenantId, conversationId: conversation!.id, seq: 1, sender: 'visitor', clientId: 'c1', text: 'hi' },
    { tenantId, conversationId: conversation!.id, seq: 2, sender: 'agent', clientId: 'c2', text: 'hello' },
    { tenantId, conversationId: conversation!.id, seq: 3, sender: 'visitor', clientId: 'c3', text: 'thanks' },
  ]);
}

describe('statistics', () => {
  beforeAll(seedRows);

  it('overview: orders, chat and content from the database, per day', async () => {
    const response = await call(t.app, admin, 'GET', 'api/statistics/overview?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const { days } = dayRange(7);
    expect(body.days).toEqual(days);
    expect(body.orders.total).toBe(3);
    expect(body.orders.amount).toBeCloseTo(35.5);
    expect(body.orders.perDay).toEqual([0, 0, 0, 1, 0, 0, 2]);
    expect(body.orders.amountPerDay.at(-1)).toBeCloseTo(30.5);
    expect(body.orders.amountPerDay[3]).toBe(5);
    // Labels come from the tenant's order_status dictionary.
    expect(body.orders.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'toShip', label: '待发货', labelZhTw: '待發貨', labelEn: 'To ship', count: 2 },
        { status: 'completed', label: '已完成', labelZhTw: '已完成', labelEn: 'Completed', count: 1 },
      ]),
    );
    expect(body.chat).toMatchObject({ conversations: 1, messages: 3 });
    expect(body.chat.visitorMessagesPerDay.at(-1)).toBe(2);
    expect(body.chat.agentMessagesPerDay.at(-1)).toBe(1);
    expect(body.content).toMatchObject({ news: 2, newsPublished: 1, products: 1, productsPublished: 1 });
    expect(body.content.newsPerDay.at(-1)).toBe(2);
  });

  it('visit: visitors and logins per day, and users online now', async () => {
    const body = (await call(t.app, admin, 'GET', 'api/statistics/visit?days=30')).json();
    expect(body.days).toHaveLength(30);
    expect(body).toMatchObject({ visitors: 1, visitorIps: 1, failedLogins: 0, online: 1 });
    expect(body.logins).toBeGreaterThanOrEqual(1);
    expect(body.loginsPerDay.at(-1)).toBe(body.logins);
    expect(body.visitorsPerDay.at(-1)).toBe(1);
    expect(body.visitorsPerDay.slice(0, -1).every((n: number) => n === 0)).toBe(true);
  });

  it('counts only the caller tenant', async () => {
    const otherUser = await addOtherTenant(t.db, ADMIN_PASSWORD);
    const other = await loginToken(t.app, t.db, otherUser, ADMIN_PASSWORD);
    const overview = (await call(t.app, other, 'GET', 'api/statistics/overview')).json();
    expect(overview.days).toHaveLength(30);
    expect(overview.orders).toMatchObject({ total: 0, amount: 0, byStatus: [] });
    expect(overview.chat).toMatchObject({ conversations: 0, messages: 0 });
    expect(overview.content).toMatchObject({ news: 0, products: 0 });
    const visit = (await call(t.app, other, 'GET', 'api/statistics/visit')).json();
    expect(visit).toMatchObject({ visitors: 0, online: 1 });
  });

  it('a non-number amount counts as 0, not an error', async () => {
    await t.db
      .insert(collectionRows)
      .values({ tenantId, screenId: 'shop/order', data: { orderNo: 'X', payAmount: 'lots', status: 'odd' } });
    const body = (await call(t.app, admin, 'GET', 'api/statistics/overview?days=7')).json();
    expect(body.orders.total).toBe(4);
    expect(body.orders.amount).toBeCloseTo(35.5);
    expect(body.orders.byStatus).toContainEqual({ status: 'odd', label: 'odd', labelZhTw: '', labelEn: '', count: 1 });
    await t.db
      .delete(collectionRows)
      .where(eq(collectionRows.data, { orderNo: 'X', payAmount: 'lots', status: 'odd' }));
  });

  it('needs the permission and a sane range', async () => {
    await createUser(t.db, { username: 'stats-op', password: 'operator-pass-1' });
    const operator = await loginToken(t.app, t.db, 'stats-op', 'operator-pass-1');
    expect((await call(t.app, operator, 'GET', 'api/statistics/overview')).statusCode).toBe(403);
    expect((await call(t.app, operator, 'GET', 'api/statistics/visit')).statusCode).toBe(403);
    expect((await call(t.app, null, 'GET', 'api/statistics/visit')).statusCode).toBe(401);
    expect((await call(t.app, admin, 'GET', 'api/statistics/visit?days=1000')).statusCode).toBe(400);
    expect((await call(t.app, admin, 'GET', 'api/statistics/visit?days=abc')).statusCode).toBe(400);
  });
});
