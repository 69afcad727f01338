// The chat calls have no screen schema to take permissions from: they name the seeded menu
// permission (imchat:list, imConfig:edit …) directly.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { allows, authoritiesOf } from '../services/authorities';

/** A preValidation hook: 403 unless the caller holds `permission` (before the body is looked at). */
export const requirePermission = (app: FastifyInstance, permission: string) => async (request: FastifyRequest) => {
  const { tenantId, userId } = sessionOf(request);
  if (!allows(await authoritiesOf(app.repos, tenantId, userId), permission)) throw forbidden();
};
