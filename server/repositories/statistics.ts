// Figures of the statistics pages, computed from the tenant's rows: shop orders (rows of the
// `shop/order` collection screen), chat visitors, conversations and messages, news and products,
// and admin logins. Days are UTC calendar days; a day without rows counts zero.
import { and, count, countDistinct, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { collectionRows, dictDetails, dicts, loginLogs } from '../db/schema';
import { chatConversations, chatMessages, chatVisitors } from '../db/schema-chat';
import { news, products } from '../db/schema-news';

export const ORDER_SCREEN = 'shop/order';
const DAY_MS = 86_400_000;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days, today last, and the start of the first. */
export function dayRange(days: number, today = new Date()): { start: Date; days: string[] } {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const start = new Date(midnight - (days - 1) * DAY_MS);
  return { start, days: Array.from({ length: days }, (_, i) => utcDay(new Date(start.getTime() + i * DAY_MS))) };
}

// An order's paid amount: the form stores a number; anything else counts as 0, never an error.
const payAmount = sql<string>`coalesce(sum(case when jsonb_typeof(${collectionRows.data}->'payAmount') = 'number' then (${collectionRows.data}->>'payAmount')::numeric else 0 end), 0)`;
const orders = (tenantId: number) =>
  and(eq(collectionRows.tenantId, tenantId), eq(collectionRows.screenId, ORDER_SCREEN));

export function statisticsRepository(db: Db) {
  /** Sums `value` (row count by default) per UTC day of `column`, over the range. */
  async function perDay(
    table: PgTable,
    column: AnyPgColumn,
    where: SQL | undefined,
    range: { start: Date; days: string[] },
    value: SQL = sql`count(*)`,
  ) {
    const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, value: sql<string>`${value}` })
      .from(table)
      .where(and(where, gte(column, range.start)))
      .groupBy(day);
    const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
    return range.days.map((key) => byDay.get(key) ?? 0);
  }

  const total = async (table: PgTable, where: SQL | undefined) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

  return {
    async orders(tenantId: number, range: { start: Date; days: string[] }) {
      const [totals] = await db.select({ n: count(), amount: payAmount }).from(collectionRows).where(orders(tenantId));
      const status = sql<string>`coalesce(${collectionRows.data}->>'status', '')`;
      const byStatus = await db
        .select({
          status,
          count: count(),
          label: sql<string | null>`min(${dictDetails.label})`,
          labelZhTw: sql<string | null>`min(${dictDetails.labelZhTw})`,
          labelEn: sql<string | null>`min(${dictDetails.labelEn})`,
        })
        .from(collectionRows)
        .leftJoin(dicts, and(eq(dicts.tenantId, tenantId), eq(dicts.name, 'order_status')))
        .leftJoin(dictDetails, and(eq(dictDetails.dictId, dicts.id), sql`${dictDetails.value} = ${status}`))
        .where(orders(tenantId))
        .groupBy(status);
      return {
        total: totals?.n ?? 0,
        amount: Number(totals?.amount ?? 0),
        perDay: await perDay(collectionRows, collectionRows.createdAt, orders(tenantId), range),
        amountPerDay: await perDay(collectionRows, collectionRows.createdAt, orders(tenantId), range, payAmount),
        byStatus: byStatus.map((row) => ({
          status: row.status,
          label: row.label ?? row.status,
          labelZhTw: row.labelZhTw ?? '',
          labelEn: row.labelEn ?? '',
          count: row.count,
        })),
      };
    },

    async chat(tenantId: number, range: { start: Date; days: string[] }) {
      const messages = eq(chatMessages.tenantId, tenantId);
      const conversations = eq(chatConversations.tenantId, tenantId);
      return {
        conversations: await total(chatConversations, conversations),
        messages: await total(chatMessages, messages),
        conversationsPerDay: await perDay(chatConversations, chatConversations.createdAt, conversations, range),
        visitorMessagesPerDay: await perDay(
          chatMessages,
          chatMessages.createdAt,
          and(messages, eq(chatMessages.sender, 'visitor')),
          range,
        ),
        agentMessagesPerDay: await perDay(
          chatMessages,
          chatMessages.createdAt,
          and(messages, eq(chatMessages.sender, 'agent')),
          range,
        ),
      };
    },

    async content(tenantId: number, range: { start: Date; days: string[] }) {
      const newsRows = eq(news.tenantId, tenantId);
      const productRows = eq(products.tenantId, tenantId);
      return {
        news: await total(news, newsRows),
        newsPublished: await total(news, and(newsRows, eq(news.published, true))),
        products: await total(products, productRows),
        productsPublished: await total(products, and(productRows, eq(products.published, true))),
        newsPerDay: await perDay(news, news.createdAt, newsRows, range),
        productsPerDay: await perDay(products, products.createdAt, productRows, range),
      };
    },

    async visits(tenantId: number, range: { start: Date; days: string[] }) {
      const visitors = eq(chatVisitors.tenantId, tenantId);
      const logins = eq(loginLogs.tenantId, tenantId);
      const [ips] = await db
        .select({ n: countDistinct(chatVisitors.ip) })
        .from(chatVisitors)
        .where(and(visitors, gte(chatVisitors.createdAt, range.start)));
      return {
        visitors: await total(chatVisitors, and(visitors, gte(chatVisitors.createdAt, range.start))),
        visitorIps: ips?.n ?? 0,
        logins: await total(loginLogs, and(logins, eq(loginLogs.success, true), gte(loginLogs.createdAt, range.start))),
        failedLogins: await total(
          loginLogs,
          and(logins, eq(loginLogs.success, false), gte(loginLogs.createdAt, range.start)),
        ),
        visitorsPerDay: await perDay(chatVisitors, chatVisitors.createdAt, visitors, range),
        loginsPerDay: await perDay(loginLogs, loginLogs.createdAt, and(logins, eq(loginLogs.success, true)), range),
        failedLoginsPerDay: await perDay(
          loginLogs,
          loginLogs.createdAt,
          and(logins, eq(loginLogs.success, false)),
          range,
        ),
      };
    },
  };
}
