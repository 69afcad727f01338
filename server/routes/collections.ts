// Collection screens need no server code: this catch-all serves the api paths of every
// `"storage": "collection"` screen on disk, including screens added while the server runs.
// Concrete routes always win over it; a path no collection screen claims is a 404.
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { collectionResource } from '../resources/collection';
import { matchEndpoint } from '../screens/endpoints';
import { handleEndpoint } from '../screens/handle';

const collectionRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/*',
    // Public only so that unknown paths stay 404 without a token; a matched screen authenticates.
    config: { public: true },
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      for (const { screen } of await app.screens.all()) {
        const match = screen.storage === 'collection' ? matchEndpoint(screen, request.method, path) : null;
        if (!match) continue;
        await app.authenticate(request);
        await app.checkScreenPermission(request, { id: screen.id, action: match.endpoint.action });
        const { tenantId, userId, access } = sessionOf(request);
        return handleEndpoint(app, request, reply, {
          screen,
          endpoint: match.endpoint,
          resource: collectionResource,
          id: match.id,
          tenantId,
          userId,
          access,
        });
      }
      throw notFound();
    },
  });
};

export default collectionRoutes;
