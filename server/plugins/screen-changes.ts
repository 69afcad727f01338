// News of a published screen version, for every instance of the deployment: on PostgreSQL a
// NOTIFY on the studio's channel (repositories/chat-notify.ts), which reaches every instance on
// the database; on PGlite (one process) the apps open on that same database in this process
// (in production one; in tests, two apps on one PGlite).
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { postgresBus, SCREENS_CHANNEL, type NotifyBus } from '../repositories/chat-notify';

export interface ScreenChange {
  tenantId: number;
  screenId: string;
}

type Deliver = (change: ScreenChange) => void;

/** The listeners of each PGlite database open in this process. */
const inProcess = new WeakMap<object, Set<Deliver>>();

function processBus(client: object, deliver: Deliver): NotifyBus<ScreenChange> {
  let listeners = inProcess.get(client);
  if (!listeners) inProcess.set(client, (listeners = new Set()));
  const shared = listeners;
  shared.add(deliver);
  return {
    publish: async (change) => shared.forEach((listener) => listener(change)),
    close: async () => void shared.delete(deliver),
  };
}

export async function screenChangeBus(
  db: Db,
  deliver: Deliver,
  log: FastifyBaseLogger,
): Promise<NotifyBus<ScreenChange>> {
  // Drizzle keeps the driver's client on $client: a pg Pool means PostgreSQL.
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return postgresBus(client, deliver, log, SCREENS_CHANNEL);
  return processBus((client ?? db) as object, deliver);
}
