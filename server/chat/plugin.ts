// The chat on the server: `app.chat` (repositories, options, fan-out) and the socket at
// /websocket (also /prod-api/websocket, for a dev proxy that forwards only the API prefix).
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { parseLanguage } from '../i18n/index';
import { forbidden, unauthorized } from '../lib/http-error';
import { createChatRepositories, type ChatRepositories } from '../repositories/chat';
import type { TicketOwner } from '../repositories/chat-access';
import { postgresBus } from '../repositories/chat-notify';
import { chatPresenceRepository } from '../repositories/chat-presence';
import { handleFrames } from './conversation';
import { localBus, type ChatBus } from './event';
import { createHub, send, type Peer } from './hub';
import { defaultChatOptions, type ChatOptions } from './options';
import { originAllowed } from './origin';
import { createPresence, type Presence } from './presence';
import { databaseTickets, memoryTickets, type TicketStore } from './tickets';

/** The socket address's query (docs/api.md: The socket). */
type SocketQuery = { ticket?: string; tenantId?: string; userName?: string };

declare module 'fastify' {
  interface FastifyInstance {
    chat: { repos: ChatRepositories; options: ChatOptions; bus: ChatBus; presence: Presence; tickets: TicketStore };
  }
  interface FastifyRequest {
    /** Who the handshake's ticket belonged to (websocket routes only). */
    chatOwner: TicketOwner | null;
  }
}

const TICKET = /^[0-9a-f]{64}$/;

export default fp<{ db: Db; options?: Partial<ChatOptions> }>(
  async (app, { db, options: overrides }) => {
    const options = { ...defaultChatOptions, ...overrides };
    const visitorMessageLimit = {
      bucket: 'chat-visitor-message',
      max: options.visitorMessages,
      windowMs: options.visitorMessageWindowMs,
    };
    const repos = createChatRepositories(db);
    const hub = createHub();
    // Drizzle keeps the driver's client on $client: a pg Pool means PostgreSQL, where several
    // instances may share the chat; PGlite is one process, so delivery and tickets stay in memory.
    const client = (db as { $client?: unknown }).$client;
    const shared = client instanceof pg.Pool;
    const bus = shared ? await postgresBus(client, hub.deliver, app.log) : localBus(hub.deliver);
    const tickets = shared ? databaseTickets(repos.access) : memoryTickets(repos.access);
    const presence = createPresence(
      chatPresenceRepository(db, 3 * options.presenceRefreshMs),
      bus,
      app.log,
      options.presenceRefreshMs,
    );
    app.decorate('chat', { repos, options, bus, presence, tickets });
    app.decorateRequest('chatOwner', null);

    const sweeper = setInterval(
      () => hub.sweep(Date.now(), options.silenceTimeoutMs),
      Math.min(1000, options.silenceTimeoutMs / 2),
    );
    sweeper.unref();
    const sessionCheck = setInterval(() => {
      repos.access
        .endedSessions(hub.agentSessions())
        .then(hub.closeSessions, (err: unknown) => app.log.error({ err }, 'chat session check failed'));
    }, options.sessionCheckMs);
    sessionCheck.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      clearInterval(sessionCheck);
      await presence.close();
      await bus.close();
    });

    await app.register(websocket, {
      options: { maxPayload: options.maxPayload },
      // On shutdown (SIGTERM, restart) the sockets are dropped, not closed with a close frame: the
      // clients then see 1006, the one code on which they reconnect (spec §4), and come back to the
      // restarted server or another instance. A clean close would leave them offline.
      preClose(this: FastifyInstance, done: () => void) {
        for (const client of this.websocketServer.clients) client.terminate();
        this.websocketServer.close(() => done());
      },
      // A client vanishing mid-frame is routine for sockets, not a server error.
      errorHandler: (error, socket, request) => {
        request.log.debug({ err: error }, 'chat socket error');
        socket.terminate();
      },
    });

    // Runs before the upgrade: a refused handshake is a plain HTTP error answer, no socket.
    // The address names its tenant and agent (spec §4: built from ip, port, tenantId and
    // userName); the ticket alone is the credential, and the names must be its owner's.
    const handshake = async (request: FastifyRequest<{ Querystring: SocketQuery }>) => {
      if (!originAllowed(request.headers.origin, request.host, options.allowedOrigins)) throw forbidden();
      const { ticket = '', tenantId, userName } = request.query;
      const owner = TICKET.test(ticket) ? await tickets.consume(ticket) : null;
      if (!owner) throw unauthorized();
      if (tenantId !== undefined && tenantId !== String(owner.tenantId)) throw unauthorized();
      if (userName !== undefined && (owner.kind !== 'agent' || userName !== owner.userName)) throw unauthorized();
      request.chatOwner = owner;
    };

    for (const url of ['/websocket', '/prod-api/websocket']) {
      app.get<{ Querystring: SocketQuery & { language?: string } }>(
        url,
        { websocket: true, preValidation: handshake },
        async (socket, request) => {
          const owner = request.chatOwner!;
          const peer: Peer = {
            socket,
            owner,
            // Browsers cannot set headers on a websocket: the language may come in the query.
            language: parseLanguage(request.query.language ?? request.headers.language),
            conversationId: null,
            lastSeen: Date.now(),
          };
          const ready = (async () => {
            if (owner.kind === 'visitor')
              peer.conversationId = await repos.messages.openConversationOf(owner.tenantId, owner.visitorId);
          })();
          // Listen before the first await, so no early frame is missed; they wait for `ready`.
          const onFrame = handleFrames(
            peer,
            {
              repos,
              bus,
              presence,
              outbox: app.repos.mailOutbox,
              rateLimits: app.repos.rateLimits,
              visitorMessages: visitorMessageLimit,
              log: request.log,
            },
            ready,
          );
          let joined = false;
          socket.on('message', (data, isBinary) => onFrame(isBinary ? '' : data.toString()));
          socket.on('close', () => {
            hub.remove(peer);
            if (joined) void presence.leave(owner);
          });
          await ready;
          if (socket.readyState !== socket.OPEN) return;
          hub.add(peer);
          joined = true;
          await presence.join(owner);
          send(peer, {
            type: 'hello',
            role: owner.kind,
            tenantId: owner.tenantId,
            userName: owner.kind === 'agent' ? owner.userName : owner.visitorName,
            conversationId: peer.conversationId,
            heartbeatMs: options.heartbeatMs,
            silenceTimeoutMs: options.silenceTimeoutMs,
            agentsOnline: await presence.agentsOnline(owner.tenantId),
          });
        },
      );
    }
  },
  { name: 'chat', dependencies: ['i18n', 'errors'] },
);
