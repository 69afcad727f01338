// The one auth hook: every API route needs a live session unless it says `config: { public: true }`.
// Registered inside the API scope, so the static front end is not affected.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { limits } from '../config';
import { unauthorized } from '../lib/http-error';
import { hashToken } from '../lib/token';
import type { SessionOwner } from '../repositories/sessions';

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
    session: SessionOwner | null;
  }
}

const BEARER = /^Bearer ([0-9a-f]{64})$/i;

/** The session of an authenticated route; the hook guarantees there is one. */
export function sessionOf(request: FastifyRequest): SessionOwner {
  if (!request.session) throw unauthorized();
  return request.session;
}

export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      request.session = await app.repos.sessions.touch(hashToken(token.toLowerCase()), limits.sessionIdle);
      if (!request.session) throw unauthorized();
    });
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      await app.authenticate(request);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
