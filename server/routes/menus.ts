// api/sysMenu/*: the menu tree that drives the browser's routes and side menu.
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/auth';
import { buildMenuTree } from '../services/menu-tree';
import { menuItemSchema } from './schemas';

const menuRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(menuItemSchema);

  app.get(
    '/api/sysMenu/build',
    { schema: { response: { 200: { type: 'array', items: { $ref: 'MenuItem#' } } } } },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      return buildMenuTree(await app.repos.menus.navigableOfUser(tenantId, userId));
    },
  );
};

export default menuRoutes;
