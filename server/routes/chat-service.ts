// imchat/service: the agent's side of the chat over HTTP — the socket ticket, the conversation
// list, message history, and removing or closing a conversation (the socket is told).
import type { FastifyPluginAsync } from 'fastify';
import { issueTicket } from '../chat/tickets';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { requirePermission } from './chat-permission';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const CONVERSATIONS_LIMIT = 500;
const HISTORY_MAX = 200;

const chatServiceRoutes: FastifyPluginAsync = async (app) => {
  const { repos, options, bus } = app.chat;
  const list = { preValidation: requirePermission(app, 'imchat:list') };
  const del = { preValidation: requirePermission(app, 'imchat:del') };

  // Spec §7 "chat connection info": where the socket is, plus a ticket to open it with.
  app.get('/imchat/service/connection', list, async (request) => {
    const { tenantId, userId, sessionId } = sessionOf(request);
    const profile = await app.repos.users.profile(tenantId, userId);
    return {
      ip: request.hostname,
      port: request.port ?? (request.protocol === 'https' ? 443 : 80),
      tenantId,
      userName: profile?.username ?? '',
      path: '/websocket',
      ticket: await issueTicket(repos, { tenantId, userId, sessionId }, options.ticketTtlMs),
      ticketTtlMs: options.ticketTtlMs,
    };
  });

  app.get('/imchat/service/index', list, async (request) => ({
    rows: await repos.messages.conversations(sessionOf(request).tenantId, CONVERSATIONS_LIMIT),
  }));

  app.post<{ Body: { conversationId: number; afterSeq?: number; beforeSeq?: number; size?: number } }>(
    '/imchat/service/history',
    {
      ...list,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['conversationId'],
          properties: {
            conversationId: { type: 'integer', minimum: 1 },
            afterSeq: { type: 'integer', minimum: 0 },
            beforeSeq: { type: 'integer', minimum: 1 },
            size: { type: 'integer', minimum: 1, maximum: HISTORY_MAX },
          },
        },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { conversationId, afterSeq, beforeSeq, size = 50 } = request.body;
      if (!(await repos.messages.conversation(tenantId, conversationId))) throw notFound();
      return { rows: await repos.messages.messages(tenantId, conversationId, { afterSeq, beforeSeq, limit: size }) };
    },
  );

  app.get<{ Params: { id: number } }>('/imchat/service/:id', { ...list, schema: { params: idParams } }, async (request) => {
    const conversation = await repos.messages.conversation(sessionOf(request).tenantId, request.params.id);
    if (!conversation) throw notFound();
    return conversation;
  });

  /** Ends a conversation: its sockets get `closed`, and the visitor's next session opens a new one. */
  const end = (url: string, method: 'PUT' | 'DELETE', hook: typeof list, action: (tenantId: number, id: number) => Promise<boolean>) =>
    app.route<{ Params: { id: number } }>({
      method,
      url,
      ...hook,
      schema: { params: idParams },
      handler: async (request) => {
        const { tenantId } = sessionOf(request);
        const conversation = await repos.messages.conversation(tenantId, request.params.id);
        if (!conversation || !(await action(tenantId, conversation.id))) throw notFound();
        await bus.publish({ tenantId, visitorId: conversation.visitorId, to: 'both', frame: { type: 'closed', conversationId: conversation.id } });
        return {};
      },
    });
  end('/imchat/service/:id', 'DELETE', del, repos.messages.remove);
  end('/imchat/service/:id/close', 'PUT', list, repos.messages.close);
};

export default chatServiceRoutes;
