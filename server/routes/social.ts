// The row calls of the social/publish screen: POST api/socialPost/publish/{id} publishes a draft
// or scheduled post at once, POST api/socialPost/retry/{id} publishes a failed one again. Both
// claim the post first (a conditional UPDATE), so a tick running meanwhile cannot publish it too,
// and answer { success, error } as row calls report it. Permission: the screen's edit.
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { statusLabel } from '../social/hooks';
import { publishClaimed, SOCIAL_ACCOUNT, SOCIAL_POST } from '../social/publish';

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } },
} as const;
const answer = {
  200: { type: 'object', properties: { success: { type: 'boolean' }, error: { type: 'string' } } },
} as const;

const CALLS = {
  publish: { from: ['draft', 'scheduled'], refused: 'social.post.cannotPublish' },
  retry: { from: ['failed'], refused: 'social.post.cannotRetry' },
} as const;

const socialRoutes: FastifyPluginAsync = async (app) => {
  for (const [call, { from, refused }] of Object.entries(CALLS)) {
    app.post<{ Params: { id: number } }>(
      `/api/socialPost/${call}/:id`,
      { schema: { params, response: answer }, config: { screen: { id: SOCIAL_POST, action: 'edit' } } },
      async (request) => {
        const { tenantId } = sessionOf(request);
        const { id } = request.params;
        const current = await app.repos.collections.get(tenantId, SOCIAL_POST, id);
        if (!current) throw notFound();
        if (!from.includes(String(current.data.status ?? 'draft') as never))
          throw new HttpError(409, refused, { status: statusLabel({ request }, current.data.status ?? 'draft') });
        if (current.data.accountId === undefined || current.data.accountId === null)
          throw badRequest('social.post.needsAccount');
        if (!(await app.repos.collections.get(tenantId, SOCIAL_ACCOUNT, Number(current.data.accountId))))
          throw badRequest('social.post.accountMissing');
        const claimed = await app.repos.socialPosts.claim(tenantId, id, [...from], new Date());
        // Claimed by someone else between the read and the claim.
        if (!claimed) throw new HttpError(409, 'collection.changed');
        return publishClaimed(app.repos, claimed);
      },
    );
  }
};

export default socialRoutes;
