// "Act as" (services/act-as.ts): POST api/tenant/actAs/{id} (the platform-only `tenant:actAs`)
// answers a session of the tenant for its operator; POST auth/actAs/end, called with that session,
// ends it.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sessionOf } from '../plugins/auth';
import { endActAs, startActAs } from '../services/act-as';
import { requirePermission } from './chat-permission';
import { idParams } from './id-params';

const started = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'tenantName', 'expiresAt'],
  properties: { token: { type: 'string' }, tenantName: { type: 'string' }, expiresAt: { type: 'string' } },
} as const;

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

const actAsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number } }>(
    '/api/tenant/actAs/:id',
    { schema: { params: idParams, response: { 200: started } }, preValidation: requirePermission('tenant:actAs') },
    async (request) =>
      startActAs(app.repos, {
        operatorId: sessionOf(request).userId,
        targetTenantId: request.params.id,
        ...origin(request),
      }),
  );

  app.post('/auth/actAs/end', { schema: { response: { 200: { type: 'object' } } } }, async (request) => {
    const session = sessionOf(request);
    await endActAs(app.repos, session, origin(request));
    app.sessionMemory.forget(session.sessionId);
    return {};
  });
};

export default actAsRoutes;
