// Routes with no screen schema to take permissions from (the chat, monitoring, uploads, the
// database tool…) name the seeded menu permission (imchat:list, imConfig:edit …) directly.
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { allows } from '../services/authorities';

/** A preValidation hook: 403 unless the caller holds `permission` (before the body is looked at). */
export const requirePermission = (permission: string) => async (request: FastifyRequest) => {
  if (!allows(await sessionOf(request).access.authorities(), permission)) throw forbidden();
};
