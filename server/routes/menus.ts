// api/sysMenu/*: the menu tree that drives the browser's routes and side menu, with the titles
// that are a studio screen's own texts given in every language.
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/auth';
import { ownTextsByKey } from '../screens/browser-texts';
import { buildMenuTree, withTitleTexts } from '../services/menu-tree';
import { menuItemSchema } from './schemas';

const menuRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(menuItemSchema);

  app.get(
    '/api/sysMenu/build',
    { schema: { response: { 200: { type: 'array', items: { $ref: 'MenuItem#' } } } } },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      const [rows, standard, custom] = await Promise.all([
        app.repos.menus.navigableOfUser(tenantId, userId),
        app.screens.all(tenantId),
        app.screens.custom(tenantId),
      ]);
      const texts = ownTextsByKey([...standard, ...custom].map((loaded) => loaded.screen));
      return withTitleTexts(buildMenuTree(rows), (key) => texts.get(key));
    },
  );
};

export default menuRoutes;
