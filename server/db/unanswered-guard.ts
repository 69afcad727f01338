// Notices a PostgreSQL that stopped answering without closing its connections (a frozen server,
// a host or network gone silent). Such a server never fires its own statement_timeout and TCP
// keep-alive takes minutes, so the queries in flight would just wait. Waiting alone proves
// nothing (a report may legitimately run for seconds, a burst queues queries), so once a query has
// waited STALL_MS the guard asks the database on a fresh connection; if that gets no answer within
// PROBE_MS either, and no other query was answered meanwhile, the database is not answering: every connection of the pool is destroyed, the queries in flight
// fail at once (a lost connection: 503), and the pool opens new connections once it answers again.
import pg from 'pg';

/** A query in flight this long makes the guard ask whether the database still answers. */
export const STALL_MS = 400;
/** How long the fresh connection's `SELECT 1` may take; with STALL_MS and a tick, under 2 s. */
export const PROBE_MS = 1000;
const TICK_MS = 100;

export interface UnansweredGuard {
  /** The pool's client class: its connections are watched. */
  Client: typeof pg.Client;
}

type QueryFn = (...args: unknown[]) => unknown;

export function guardAgainstUnanswered(probeConfig: pg.ClientConfig): UnansweredGuard {
  const connections = new Set<pg.Client>();
  // The queries in flight by connection, each as its start time (one runs at a time on a
  // connection, but a caller may queue several).
  const inFlight = new Map<pg.Client, Set<{ started: number }>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let probing = false;
  let lastAnswer = 0;

  const oldestWait = (now: number) =>
    Math.max(0, ...[...inFlight.values()].flatMap((queries) => [...queries].map(({ started }) => now - started)));

  const check = () => {
    if (inFlight.size === 0) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    if (probing || oldestWait(performance.now()) < STALL_MS) return;
    probing = true;
    const asked = performance.now();
    void answers(probeConfig).then((answered) => {
      probing = false;
      // A loaded server may be slow to open a connection while it still answers the open ones.
      if (answered || lastAnswer > asked) return;
      for (const connection of connections) destroy(connection);
    });
  };

  const begin = (connection: pg.Client): (() => void) => {
    const query = { started: performance.now() };
    const queries = inFlight.get(connection) ?? new Set();
    inFlight.set(connection, queries.add(query));
    timer ??= setInterval(check, TICK_MS);
    timer.unref();
    return () => {
      lastAnswer = performance.now();
      queries.delete(query);
      if (queries.size === 0 && inFlight.get(connection) === queries) inFlight.delete(connection);
    };
  };

  class WatchedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      connections.add(this);
      this.on('end', () => {
        connections.delete(this);
        inFlight.delete(this);
      });
      const query = this.query.bind(this) as QueryFn;
      const watched: QueryFn = (...args) => {
        const finish = begin(this);
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function') {
          args[last] = (...results: unknown[]) => {
            finish();
            return (callback as QueryFn)(...results);
          };
          return query(...args);
        }
        const result = query(...args);
        if (result instanceof Promise) result.then(finish, finish);
        // A submittable (a cursor) manages itself; it is not watched.
        else finish();
        return result;
      };
      this.query = watched as pg.Client['query'];
    }
  }
  return { Client: WatchedClient };
}

/** Ends a connection without waiting for the server: its query in flight fails with "Connection terminated". */
function destroy(connection: pg.Client): void {
  (connection as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** Whether a fresh connection gets `SELECT 1` answered within PROBE_MS. */
async function answers(config: pg.ClientConfig): Promise<boolean> {
  const probe = new pg.Client({ ...config, connectionTimeoutMillis: PROBE_MS, query_timeout: PROBE_MS });
  probe.on('error', () => undefined);
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), PROBE_MS)));
  const asked = probe
    .connect()
    .then(() => probe.query('SELECT 1'))
    .then(
      () => true,
      () => false,
    );
  const answered = await Promise.race([asked, gaveUp]);
  clearTimeout(timeout);
  if (answered) await probe.end().catch(() => undefined);
  else destroy(probe);
  return answered;
}
