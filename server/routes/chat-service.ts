// imchat/service: the agent's side of the chat over HTTP — the socket ticket, the conversation
// list, message history, and removing or closing a conversation (the socket is told). An agent
// sees the conversations nobody has taken yet and their own (server/chat/conversation.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import type { Conversation } from '../repositories/chat-messages';
import { requirePermission } from './chat-permission';
import { connectionSchema, conversationSchema, conversationsSchema, emptySchema, messagesSchema } from './chat-schemas';
import { idParams } from './id-params';

const CONVERSATIONS_LIMIT = 500;
const HISTORY_MAX = 200;

const historyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['conversationId'],
  properties: {
    conversationId: { type: 'integer', minimum: 1 },
    afterSeq: { type: 'integer', minimum: 0 },
    beforeSeq: { type: 'integer', minimum: 1 },
    size: { type: 'integer', minimum: 1, maximum: HISTORY_MAX },
  },
} as const;

const chatServiceRoutes: FastifyPluginAsync = async (app) => {
  const { repos, options, bus, presence, tickets } = app.chat;
  const list = { preValidation: requirePermission('imchat:list') };
  const del = { preValidation: requirePermission('imchat:del') };

  /** With whether each visitor has a socket open anywhere. */
  const withPresence = async (tenantId: number, rows: Conversation[]) => {
    const online = await presence.online(tenantId, 'visitor', { ids: rows.map((row) => row.visitorId) });
    return rows.map((row) => ({ ...row, visitorOnline: online.has(row.visitorId) }));
  };

  /** The caller's conversation (unassigned or theirs), or 404. */
  const ownConversation = async (request: FastifyRequest, id: number): Promise<Conversation> => {
    const { tenantId, userId } = sessionOf(request);
    const conversation = await repos.messages.conversation(tenantId, id);
    if (!conversation || (conversation.agentId !== null && conversation.agentId !== userId)) throw notFound();
    return conversation;
  };

  // Spec §7 "chat connection info": where the socket is, plus a ticket to open it with.
  app.get(
    '/imchat/service/connection',
    { ...list, schema: { response: { 200: connectionSchema } } },
    async (request) => {
      const { tenantId, userId, sessionId } = sessionOf(request);
      const profile = await app.repos.users.profile(tenantId, userId);
      return {
        ip: request.hostname,
        port: request.port ?? (request.protocol === 'https' ? 443 : 80),
        tenantId,
        userName: profile?.username ?? '',
        path: '/websocket',
        ticket: await tickets.issue({ tenantId, userId, sessionId }, options.ticketTtlMs),
        ticketTtlMs: options.ticketTtlMs,
      };
    },
  );

  app.get('/imchat/service/index', { ...list, schema: { response: { 200: conversationsSchema } } }, async (request) => {
    const { tenantId, userId } = sessionOf(request);
    return {
      rows: await withPresence(tenantId, await repos.messages.conversations(tenantId, userId, CONVERSATIONS_LIMIT)),
    };
  });

  app.post<{ Body: { conversationId: number; afterSeq?: number; beforeSeq?: number; size?: number } }>(
    '/imchat/service/history',
    { ...list, schema: { body: historyBody, response: { 200: messagesSchema } } },
    async (request) => {
      const { conversationId, afterSeq, beforeSeq, size = 50 } = request.body;
      await ownConversation(request, conversationId);
      return {
        rows: await repos.messages.messages(sessionOf(request).tenantId, conversationId, {
          afterSeq,
          beforeSeq,
          limit: size,
        }),
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/imchat/service/:id',
    { ...list, schema: { params: idParams, response: { 200: conversationSchema } } },
    async (request) => {
      const [row] = await withPresence(sessionOf(request).tenantId, [
        await ownConversation(request, request.params.id),
      ]);
      return row;
    },
  );

  /** Ends a conversation: its sockets get `closed`, and the visitor's next session opens a new one. */
  const end = (
    url: string,
    method: 'PUT' | 'DELETE',
    hook: typeof list,
    action: (tenantId: number, id: number) => Promise<boolean>,
    anyAgent: boolean,
  ) =>
    app.route<{ Params: { id: number } }>({
      method,
      url,
      ...hook,
      schema: { params: idParams, response: { 200: emptySchema } },
      handler: async (request) => {
        const { tenantId } = sessionOf(request);
        const conversation = anyAgent
          ? await repos.messages.conversation(tenantId, request.params.id)
          : await ownConversation(request, request.params.id);
        if (!conversation || !(await action(tenantId, conversation.id))) throw notFound();
        await bus.publish({
          tenantId,
          visitorId: conversation.visitorId,
          to: 'both',
          frame: { type: 'closed', conversationId: conversation.id },
        });
        return {};
      },
    });
  // Removal is a supervisor's clean-up (imchat:del): any conversation of the tenant.
  end('/imchat/service/:id', 'DELETE', del, repos.messages.remove, true);
  end('/imchat/service/:id/close', 'PUT', list, repos.messages.close, false);
};

export default chatServiceRoutes;
