// Site content as schema screens scoped to the chosen site and language (resources/site-content.ts):
// news (schemas/news/news.json), products, navigation items and the entries under each item.
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../lib/http-error';
import { registerScreenResource } from './screen-resource';
import { siteResource } from '../resources/site-content';

const contentRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(
    app,
    'news/news',
    siteResource((repos) => repos.news, { html: ['content'] }),
  );
  await registerScreenResource(
    app,
    'news/product',
    siteResource((repos) => repos.products, { html: ['description'] }),
  );
  await registerScreenResource(
    app,
    'news/navinfo',
    siteResource((repos) => repos.content.navItems),
  );
  await registerScreenResource(
    app,
    'news/nav-content',
    siteResource((repos) => repos.content.entries, {
      html: ['body'],
      // An entry belongs to a navigation item of the same site language.
      check: async (repos, scope, body) => {
        if (typeof body.navId === 'number' && !(await repos.content.navItems.get(scope, body.navId)))
          throw badRequest('validation.invalid', { field: 'navId' });
      },
    }),
  );
};

export default contentRoutes;
