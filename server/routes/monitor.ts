// api/monitor/*: the running server's figures, the short-lived stores ("cache"), SQL statistics
// of this process (the page the spec calls /druid) and online users with force-logout.
import type { FastifyPluginAsync } from 'fastify';
import { limits } from '../config';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { STORE_NAMES, type StoreName } from '../repositories/short-lived-stores';
import { requirePermission } from './chat-permission';
import { cacheSchema, onlineSchema, serverSchema, sqlQuery, sqlSchema } from './monitor-schemas';

/** The in-memory SQL statistics show on the cache page beside the database-backed stores. */
const QUERY_STATS = 'queryStats';
const SQL_SORTS = { totalMs: 'totalMs', count: 'count', maxMs: 'maxMs' } as const;
const TOP_STATEMENTS = 100;

const monitorRoutes: FastifyPluginAsync = async (app) => {
  const { monitor } = app;
  const guard = (permission: string) => ({ preValidation: requirePermission(permission) });

  app.get(
    '/api/monitor/server',
    { ...guard('server:list'), schema: { tags: ['monitor'], response: { 200: serverSchema } } },
    () => monitor.serverStatus(),
  );

  app.get(
    '/api/monitor/cache',
    { ...guard('cache:list'), schema: { tags: ['monitor'], response: { 200: cacheSchema } } },
    async () => {
      const stores = (await monitor.stores.counts()).map((store) => ({ ...store, kind: 'database' }));
      return {
        content: [...stores, { name: QUERY_STATS, entries: monitor.queryStats.size, expired: 0, kind: 'memory' }],
      };
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/api/monitor/cache/:name',
    {
      ...guard('cache:del'),
      schema: {
        tags: ['monitor'],
        response: { 200: { type: 'object', properties: { cleared: { type: 'integer' } } } },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (name === QUERY_STATS) {
        const cleared = monitor.queryStats.size;
        monitor.queryStats.reset();
        return { cleared };
      }
      if (!(STORE_NAMES as readonly string[]).includes(name)) throw notFound();
      return { cleared: await monitor.stores.clearExpired(name as StoreName) };
    },
  );

  app.get<{ Querystring: { sort: keyof typeof SQL_SORTS } }>(
    '/api/monitor/sql',
    { ...guard('sql:list'), schema: { tags: ['monitor'], querystring: sqlQuery, response: { 200: sqlSchema } } },
    async (request) => {
      const snapshot = monitor.queryStats.snapshot();
      const key = SQL_SORTS[request.query.sort];
      const statements = snapshot.statements.sort((a, b) => b[key] - a[key]).slice(0, TOP_STATEMENTS);
      return { ...snapshot, distinct: snapshot.statements.length, statements };
    },
  );

  app.get(
    '/api/monitor/online',
    { ...guard('online:list'), schema: { tags: ['monitor'], response: { 200: onlineSchema } } },
    async (request) => {
      const { tenantId, sessionId } = sessionOf(request);
      const { lastSeen } = app.sessionMemory;
      // This instance's own last-seen times are newer than the stored ones until they are written.
      const content = (await monitor.onlineSessions.list(tenantId, limits.sessionIdle))
        .map((row) => {
          const seenAt = Math.max(Date.parse(row.lastSeenAt), lastSeen.pending(row.id) ?? 0);
          const lastSeenAt = new Date(seenAt).toISOString();
          return { ...row, lastSeenAt, current: row.id === sessionId };
        })
        .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
      return { content, totalElements: content.length };
    },
  );

  app.delete<{ Body: number[] }>(
    '/api/monitor/online',
    {
      ...guard('online:del'),
      schema: {
        tags: ['monitor'],
        body: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
        response: { 200: { type: 'object', properties: { revoked: { type: 'array', items: { type: 'integer' } } } } },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const revoked = await monitor.onlineSessions.revoke(tenantId, request.body, limits.sessionIdle);
      revoked.forEach(app.sessionMemory.forget);
      // Chat sockets opened by those logins close too, on whichever instance holds them (as on logout).
      for (const sessionId of revoked) await app.chat.bus.publish({ tenantId, sessionEnded: sessionId });
      return { revoked };
    },
  );
};

export default monitorRoutes;
