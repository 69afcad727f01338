// GET api/dashboard/stats: the few numbers of the workplace page, for the caller's tenant.
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/auth';

const count = { type: 'integer' } as const;
const statsSchema = {
  type: 'object',
  properties: { users: count, logins: count, roles: count, permissions: count },
} as const;
// One row is enough to learn the total.
const totalOnly = { page: { index: 0, size: 1 }, sort: [], filters: [] };

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/dashboard/stats', { schema: { response: { 200: statsSchema } } }, async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const [users, logins, roles, permissions] = await Promise.all([
      app.repos.userAdmin.list(tenantId, totalOnly),
      app.repos.loginLogs.list(tenantId, totalOnly),
      app.repos.roles.codesOfUser(tenantId, userId),
      app.repos.roles.permissionsOfUser(tenantId, userId),
    ]);
    return {
      users: users.totalElements,
      logins: logins.totalElements,
      roles: roles.length,
      permissions: permissions.length,
    };
  });
};

export default dashboardRoutes;
