// The one auth hook: every API route needs a live session unless it says `config: { public: true }`.
// Registered inside the API scope, so the static front end is not affected. A request reads its
// session (one indexed read, which also sees a revocation made on any instance) and writes nothing:
// its last-seen time and its cached access live in `app.sessionMemory` (plugins/session-memory.ts).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { limits } from '../config';
import { unauthorized } from '../lib/http-error';
import { hashToken } from '../lib/token';
import type { SessionActor, SessionOwner } from '../repositories/sessions';
import type { SessionAccess } from '../services/session-access';

/** The session of an authenticated request, with its cached access. */
export interface Session extends SessionOwner, SessionActor {
  access: SessionAccess;
  /** Its tenant's access version as read with it: moves whenever what a session may do changes. */
  accessVersion: number;
}

/** Carries the session's access version on every authenticated answer: the browser fetches its
 * menus again when it moves (src/lib/access-version.ts), so a narrowed package shows at once. */
export const ACCESS_VERSION_HEADER = 'access-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, captcha, public key…). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Sets request.session from the bearer token or throws 401 (for routes that decide late). */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The session behind the token; null on public routes. */
    session: Session | null;
  }
}

const BEARER = /^Bearer ([0-9a-f]{64})$/i;

/** The session of an authenticated route; the hook guarantees there is one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

export default fp(
  async (app) => {
    const { lastSeen, access, clock } = app.sessionMemory;
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      const stored = await app.repos.sessions.find(hashToken(token.toLowerCase()));
      const now = clock();
      if (!stored || !lastSeen.isLive(stored, now, limits.sessionIdle)) throw unauthorized();
      lastSeen.seen(stored, now);
      const { sessionId, userId, tenantId, actedBy } = stored;
      request.session = {
        sessionId,
        userId,
        tenantId,
        actedBy,
        accessVersion: stored.accessVersion,
        access: access.of(stored, stored.accessVersion),
      };
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.is404 || request.routeOptions.config.public) return;
      await app.authenticate(request);
      reply.header(ACCESS_VERSION_HEADER, String(sessionOf(request).accessVersion));
    });
  },
  { name: 'auth', dependencies: ['db', 'session-memory'] },
);
