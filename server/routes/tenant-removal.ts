// POST /api/tenant/remove/{id} { name }: deletes a tenant with its rows and files once its name is
// typed (services/tenant-removal.ts). `tenant:del` is platform-only (services/authorities.ts); the
// generic `DELETE api/tenant` carries no name and is refused (resources/tenancy.ts).
import type { FastifyPluginAsync } from 'fastify';
import { removeTenant } from '../services/tenant-removal';
import { requirePermission } from './chat-permission';
import { idParams } from './id-params';

const body = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', minLength: 1, maxLength: 50 } },
} as const;

const tenantRemovalRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number }; Body: { name: string } }>(
    '/api/tenant/remove/:id',
    { schema: { params: idParams, body }, preValidation: requirePermission('tenant:del') },
    async (request) => {
      await removeTenant(app.repos, request.params.id, request.body.name);
      return {};
    },
  );
};

export default tenantRemovalRoutes;
