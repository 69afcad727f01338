// imchat/visitor: the public side for the widget a company site embeds. A visitor is a random
// secret the widget keeps (localStorage); each call trades it for a fresh single-use socket ticket.
import type { FastifyPluginAsync } from 'fastify';
import { notFound, tooManyAttempts } from '../lib/http-error';
import { hashToken, newToken } from '../lib/token';
import { visitorSessionSchema } from './chat-schemas';

interface SessionBody {
  siteKey: string;
  visitorToken?: string;
  name?: string;
}

const chatVisitorRoutes: FastifyPluginAsync = async (app) => {
  const { repos, options, presence, tickets } = app.chat;

  app.post<{ Body: SessionBody }>(
    '/imchat/visitor/session',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['siteKey'],
          properties: {
            siteKey: { type: 'string', minLength: 1, maxLength: 64 },
            visitorToken: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            name: { type: 'string', maxLength: 50 },
          },
        },
        response: { 200: visitorSessionSchema },
      },
    },
    async (request) => {
      const { siteKey, visitorToken, name = '' } = request.body;
      const tenantId = await repos.config.tenantOfSiteKey(siteKey);
      if (tenantId === null) throw notFound();

      // A known visitor keeps its id (and conversation); an unknown or missing secret makes a new one.
      let token = visitorToken;
      let visitor = token ? await repos.access.visitorByToken(tenantId, hashToken(token)) : null;
      if (!visitor) {
        if ((await repos.access.visitorsCreatedFrom(request.ip, options.visitorWindowMs)) >= options.visitorsPerIp)
          throw tooManyAttempts();
        token = newToken();
        visitor = {
          id: await repos.access.createVisitor({ tenantId, tokenHash: hashToken(token), name, ip: request.ip }),
          name,
        };
      }
      const [conversationId, texts, agentsOnline] = await Promise.all([
        repos.messages.openConversationOf(tenantId, visitor.id),
        repos.config.texts(tenantId, request.language),
        presence.agentsOnline(tenantId),
      ]);
      return {
        visitorId: visitor.id,
        visitorToken: token,
        tenantId,
        conversationId,
        path: '/websocket',
        ticket: await tickets.issue({ tenantId, visitorId: visitor.id }, options.ticketTtlMs),
        ticketTtlMs: options.ticketTtlMs,
        title: texts?.title ?? '',
        welcome: texts?.welcome ?? '',
        offlineMessage: texts?.offlineMessage ?? '',
        agentsOnline,
      };
    },
  );
};

export default chatVisitorRoutes;
