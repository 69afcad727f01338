// This instance's memory of sessions (`app.sessionMemory`): when each was last used
// (services/last-seen.ts, written at most once a minute and on close) and what each may do
// (services/session-access.ts, cached until its tenant's access version moves). The auth hook
// fills it; logout and the online-users page read it. At the root, so tests can flush it.
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic-task';
import { createLastSeen, type LastSeen } from '../services/last-seen';
import { createAccessCache, type AccessCache } from '../services/session-access';

export interface SessionMemory {
  lastSeen: LastSeen;
  access: AccessCache;
  /** Milliseconds since the epoch (config.clock, else Date.now). */
  clock: () => number;
  /** Drops what this instance holds of an ended session. */
  forget(sessionId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionMemory: SessionMemory;
  }
}

/** How often pending last-seen times are looked at; each session is still written at most once a minute. */
const LAST_SEEN_FLUSH_MS = 10_000;

export default fp(
  async (app) => {
    const clock = app.config.clock ?? Date.now;
    const lastSeen = createLastSeen((seen) => app.repos.sessions.writeLastSeen(seen));
    const access = createAccessCache(app.repos);
    const forget = (sessionId: number) => {
      lastSeen.forget(sessionId);
      access.forget(sessionId);
    };
    app.decorate('sessionMemory', { lastSeen, access, clock, forget });
    runPeriodically(app, 'last-seen flush', LAST_SEEN_FLUSH_MS, () => lastSeen.flush(clock()));
    // The times not written yet, before the caller closes the database; a database that is down
    // then costs them (at most a minute of activity), not the shutdown.
    app.addHook('onClose', () =>
      lastSeen.flush(clock(), { all: true }).catch((error: unknown) => {
        app.log.error({ err: error }, 'last-seen times not written on close');
      }),
    );
  },
  { name: 'session-memory', dependencies: ['config', 'db'] },
);
