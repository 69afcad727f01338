// Routes of a table-backed screen: one Fastify route per endpoint of its api block (read from the
// file at start; the form, permissions and query rules are the caller's tenant's version, read per
// request, so edits and publishes apply at once; a tenant's version keeps the file's api block).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { screenEndpoints } from '../screens/endpoints';
import { handleEndpoint } from '../screens/handle';
import { supports, type Resource } from '../screens/resource';

export async function registerScreenResource(
  app: FastifyInstance,
  screenId: string,
  resource: Resource,
): Promise<void> {
  const loaded = await app.screens.get(screenId);
  if (!loaded) throw new Error(`The screen ${screenId} is missing or invalid (schemas/${screenId}.json).`);
  app.screenResources.set(screenId, resource);
  for (const endpoint of screenEndpoints(loaded.screen).filter((item) => supports(resource, item.kind))) {
    app.route({
      method: endpoint.method,
      url: `/${endpoint.path}`,
      config: { screen: { id: screenId, action: endpoint.action } },
      handler: async (request, reply) => {
        const { tenantId, userId, access } = sessionOf(request);
        const current = await app.screens.get(screenId, tenantId);
        if (!current) throw notFound();
        const { id } = request.params as { id?: string };
        return handleEndpoint(app, request, reply, {
          screen: current.screen,
          endpoint,
          resource,
          id,
          tenantId,
          userId,
          access,
        });
      },
    });
  }
}
