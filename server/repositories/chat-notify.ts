// Fan-out across instances on one PostgreSQL: every instance LISTENs on a channel on a connection
// of its own, and publishing is a NOTIFY, which PostgreSQL delivers to all of them (the publisher
// too, so local sockets are served by the same path as remote ones). The chat's events
// (chat/event.ts) and the screen studio's publishes (SCREENS_CHANNEL) travel so; here they are
// only JSON, so this file needs nothing of chat/ or screens/.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What chat/event.ts calls a ChatBus, for any JSON event. */
export interface NotifyBus<Event> {
  publish(event: Event): Promise<void>;
  close(): Promise<void>;
}

/** A NOTIFY channel and what its log lines call it. NOTIFY is scoped to the database, so one fixed
 *  name is "one channel per deployment". */
export interface NotifyChannel {
  name: string;
  what: string;
}

export const CHAT_CHANNEL: NotifyChannel = { name: 'backoffice_chat', what: 'chat' };
export const SCREENS_CHANNEL: NotifyChannel = { name: 'backoffice_screens', what: 'screen studio' };
// PostgreSQL refuses payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;
const RELISTEN_DELAY_MS = 1000;

export async function postgresBus<Event>(
  pool: pg.Pool,
  deliver: (event: Event) => void,
  log: FastifyBaseLogger,
  channel: NotifyChannel = CHAT_CHANNEL,
): Promise<NotifyBus<Event>> {
  const CHANNEL = channel.name;
  let listener: pg.PoolClient | null = null;
  let closed = false;

  const listen = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      deliver(JSON.parse(notification.payload) as Event);
    });
    // A lost listening connection is replaced; sockets catch up on what they missed with `resume`.
    // Only the live listener reacts: once close() has released it, the connection ending (the
    // database shutting down, say) is no longer ours to release or replace.
    client.on('error', (error) => {
      if (listener !== client) return;
      log.warn({ err: error }, `${channel.what} listener connection lost`);
      listener = null;
      client.release(error);
      relistenLater();
    });
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    listener = client;
  };
  // Also on the first try: a database that is down at start must not stop the server from
  // starting and answering 503; the chat's cross-instance delivery comes back with the database.
  const relistenLater = (): void => {
    if (closed) return;
    setTimeout(
      () =>
        void listen().catch((err: unknown) => {
          log.error({ err }, `${channel.what} listener failed`);
          relistenLater();
        }),
      RELISTEN_DELAY_MS,
    ).unref();
  };
  await listen().catch((err: unknown) => {
    log.error({ err }, `${channel.what} listener failed; retrying`);
    relistenLater();
  });

  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        throw new Error(`${channel.what} event of ${Buffer.byteLength(payload)} bytes is too large for NOTIFY`);
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async close() {
      closed = true;
      const current = listener;
      if (!current) return;
      listener = null;
      await current.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      // Destroyed, not returned to the pool: the connection still carries the listener's handlers.
      current.release(true);
    },
  };
}
