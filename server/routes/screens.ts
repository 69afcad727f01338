// GET api/screens/<id>: a screen schema for the browser's renderer: the caller's tenant's latest
// published version, else the file (read from disk when changed). `no-cache` plus an ETag (the
// hash of the text served): the browser revalidates on every page load and gets a 304 when the
// screen did not change, so an edit or a publish shows on the next load and costs no body otherwise.
// Only the screens the caller's menus lead to (screens/access.ts); 403 for any other id.
import type { FastifyPluginAsync } from 'fastify';
import { forbidden, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { mayReadScreen } from '../screens/access';

const screenRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/screens/*', async (request, reply) => {
    const id = (request.params as { '*': string })['*'];
    const { tenantId, userId } = sessionOf(request);
    if (!(await mayReadScreen(app.repos, app.screens, tenantId, userId, id))) throw forbidden();
    const loaded = await app.screens.file(id, tenantId);
    if (!loaded) throw notFound();
    reply.header('etag', loaded.etag).header('cache-control', 'no-cache');
    const tags = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags?.includes(loaded.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(loaded.text);
  });
};

export default screenRoutes;
