// GET api/statistics/overview and api/statistics/visit: the figures of the statistics pages
// (orders, chat, content; visitors and logins), per UTC day over the last `days` days.
import type { FastifyPluginAsync } from 'fastify';
import { limits } from '../config';
import { sessionOf } from '../plugins/auth';
import { dayRange } from '../repositories/statistics';
import { requirePermission } from './chat-permission';

const daysQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { days: { type: 'integer', minimum: 7, maximum: 90, default: 30 } },
} as const;

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const series = { type: 'array', items: num } as const;
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties }) as const;

const overviewSchema = obj({
  days: { type: 'array', items: str },
  orders: obj({
    total: int,
    amount: num,
    perDay: series,
    amountPerDay: series,
    byStatus: {
      type: 'array',
      items: obj({ status: str, label: str, labelZhTw: str, labelEn: str, count: int }),
    },
  }),
  chat: obj({
    conversations: int,
    messages: int,
    conversationsPerDay: series,
    visitorMessagesPerDay: series,
    agentMessagesPerDay: series,
  }),
  content: obj({
    news: int,
    newsPublished: int,
    products: int,
    productsPublished: int,
    newsPerDay: series,
    productsPerDay: series,
  }),
});

const visitSchema = obj({
  days: { type: 'array', items: str },
  online: int,
  visitors: int,
  visitorIps: int,
  logins: int,
  failedLogins: int,
  visitorsPerDay: series,
  loginsPerDay: series,
  failedLoginsPerDay: series,
});

type DaysRequest = { Querystring: { days: number } };

const statisticsRoutes: FastifyPluginAsync = async (app) => {
  const { statistics, onlineSessions } = app.monitor;

  app.get<DaysRequest>(
    '/api/statistics/overview',
    {
      preValidation: requirePermission('statOverview:list'),
      schema: { tags: ['statistics'], querystring: daysQuery, response: { 200: overviewSchema } },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const range = dayRange(request.query.days);
      const [orders, chat, content] = await Promise.all([
        statistics.orders(tenantId, range),
        statistics.chat(tenantId, range),
        statistics.content(tenantId, range),
      ]);
      return { days: range.days, orders, chat, content };
    },
  );

  app.get<DaysRequest>(
    '/api/statistics/visit',
    {
      preValidation: requirePermission('statVisit:list'),
      schema: { tags: ['statistics'], querystring: daysQuery, response: { 200: visitSchema } },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const range = dayRange(request.query.days);
      const [visits, online] = await Promise.all([
        statistics.visits(tenantId, range),
        onlineSessions.list(tenantId, limits.sessionIdle),
      ]);
      return { days: range.days, online: online.length, ...visits };
    },
  );
};

export default statisticsRoutes;
