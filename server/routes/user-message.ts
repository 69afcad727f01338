// POST api/sysUser/updateUserMessage (spec §7, "user message"): the caller's own message
// settings, i.e. how they want to hear about new messages: a notification in the back-office
// and/or an e-mail. GET api/sysUser/userMessage reads them back (defaults: both on).
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/auth';

export const USER_MESSAGE = 'internal/user-message';

const settings = {
  type: 'object',
  required: ['messageNotify', 'emailNotify'],
  additionalProperties: false,
  properties: { messageNotify: { type: 'boolean' }, emailNotify: { type: 'boolean' } },
} as const;

interface Settings {
  messageNotify: boolean;
  emailNotify: boolean;
}

const DEFAULTS: Settings = { messageNotify: true, emailNotify: true };

const userMessageRoutes: FastifyPluginAsync = async (app) => {
  const stored = async (tenantId: number, userId: number) =>
    (await app.repos.collections.findAll(tenantId, USER_MESSAGE, { userId }, 1))[0];
  const shape = (data: Record<string, unknown> | undefined): Settings => ({
    messageNotify: typeof data?.messageNotify === 'boolean' ? data.messageNotify : DEFAULTS.messageNotify,
    emailNotify: typeof data?.emailNotify === 'boolean' ? data.emailNotify : DEFAULTS.emailNotify,
  });

  app.get('/api/sysUser/userMessage', { schema: { response: { 200: settings } } }, async (request) => {
    const { tenantId, userId } = sessionOf(request);
    return shape((await stored(tenantId, userId))?.data);
  });

  app.post<{ Body: Settings }>(
    '/api/sysUser/updateUserMessage',
    { schema: { body: settings, response: { 200: settings } } },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      const { messageNotify, emailNotify } = request.body;
      const current = await stored(tenantId, userId);
      const data = { userId, messageNotify, emailNotify };
      const row = current
        ? await app.repos.collections.update(tenantId, USER_MESSAGE, current.id, data)
        : await app.repos.collections.insert(tenantId, USER_MESSAGE, data);
      return shape(row?.data);
    },
  );
};

export default userMessageRoutes;
