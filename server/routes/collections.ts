// Collection screens need no server code: this catch-all serves the api paths of every
// `"storage": "collection"` screen: the files (including those added while the server runs) and
// the screens a tenant made in the studio (only to that tenant's sessions). Concrete routes always
// win over it; a path no collection screen claims is a 404.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { collectionResource } from '../resources/collection';
import { matchEndpoint } from '../screens/endpoints';
import { handleEndpoint } from '../screens/handle';
import type { LoadedScreen } from '../screens/registry';

function claim(screens: LoadedScreen[], method: string, path: string) {
  for (const { screen } of screens) {
    const match = screen.storage === 'collection' ? matchEndpoint(screen, method, path) : null;
    if (match) return { screen, match };
  }
  return null;
}

const collectionRoutes: FastifyPluginAsync = async (app) => {
  /** A tenant's own screens are looked at only for a request that carries a login (else 404, not 401). */
  async function tenantClaim(request: FastifyRequest, path: string) {
    if (!request.headers.authorization) return null;
    await app.authenticate(request);
    return claim(await app.screens.all(sessionOf(request).tenantId), request.method, path);
  }

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/*',
    // Public only so that unknown paths stay 404 without a token; a matched screen authenticates.
    config: { public: true },
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const found = claim(await app.screens.all(), request.method, path) ?? (await tenantClaim(request, path));
      if (!found) throw notFound();
      if (!request.session) await app.authenticate(request);
      const {
        screen: { id },
        match,
      } = found;
      await app.checkScreenPermission(request, { id, action: match.endpoint.action });
      const { tenantId, userId, access } = sessionOf(request);
      // The tenant's own version of a file's screen (its api block is the file's).
      const screen = (await app.screens.get(id, tenantId))?.screen;
      if (!screen) throw notFound();
      return handleEndpoint(app, request, reply, {
        screen,
        endpoint: match.endpoint,
        resource: collectionResource,
        id: match.id,
        tenantId,
        userId,
        access,
      });
    },
  });
};

export default collectionRoutes;
