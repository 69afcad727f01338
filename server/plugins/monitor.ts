// What the statistics and monitoring routes read, besides the shared repositories: SQL timings of
// this process (recorded on the database client), server figures, online sessions, the
// short-lived stores and the statistics queries. Registered with the database before the routes.
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { QueryStats, recordQueries } from '../lib/query-stats';
import { onlineSessionsRepository } from '../repositories/online-sessions';
import { shortLivedStoresRepository } from '../repositories/short-lived-stores';
import { statisticsRepository } from '../repositories/statistics';
import type { ServerStatus } from '../../schemas/wire/monitor';
import { createServerStatus } from '../services/server-status';

export interface Monitor {
  queryStats: QueryStats;
  serverStatus(): Promise<ServerStatus>;
  onlineSessions: ReturnType<typeof onlineSessionsRepository>;
  stores: ReturnType<typeof shortLivedStoresRepository>;
  statistics: ReturnType<typeof statisticsRepository>;
}

declare module 'fastify' {
  interface FastifyInstance {
    monitor: Monitor;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    const queryStats = new QueryStats();
    // Drizzle keeps the driver's client on `$client`: the pg Pool or the PGlite instance.
    const client = (db as unknown as { $client?: object }).$client;
    if (client) recordQueries(client, queryStats);
    app.decorate('monitor', {
      queryStats,
      // The disk figure is the file system of the working folder, where the data folder lives by default.
      serverStatus: createServerStatus(process.cwd()),
      onlineSessions: onlineSessionsRepository(db),
      stores: shortLivedStoresRepository(db),
      statistics: statisticsRepository(db),
    });
  },
  { name: 'monitor' },
);
