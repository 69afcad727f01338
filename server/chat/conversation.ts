// What a connected peer's frames do: store and fan out messages, replay missed ones, mark read,
// relay typing. Frames of one socket are handled one after another, so its messages keep their order.
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../i18n/index';
import { HttpError } from '../lib/http-error';
import type { ChatRepositories } from '../repositories/chat';
import type { Repositories } from '../repositories/index';
import type { Sender } from '../repositories/chat-messages';
import { takeTurn, type RateLimit } from '../services/rate-limit';
import type { ChatBus } from './event';
import type { ClientFrame, ServerFrame } from './frames';
import { send, type Peer } from './hub';
import { mailIfUnattended } from './offline-mail';
import { parseFrame } from './parse-frame';
import type { Presence } from './presence';

const HISTORY_PAGE = 200;

export interface PeerDeps {
  repos: ChatRepositories;
  bus: ChatBus;
  presence: Presence;
  outbox: Repositories['mailOutbox'];
  rateLimits: Repositories['rateLimits'];
  /** A public visitor's messages are stored rows: a flood is refused before anything is stored. */
  visitorMessages: RateLimit;
  log: FastifyBaseLogger;
}

const roleOf = (peer: Peer): Sender => peer.owner.kind;

interface Routed {
  id: number;
  visitorId: number;
  visitorName: string;
  agentId: number | null;
}

/** An agent may use a conversation nobody has taken yet, or one assigned to them. */
export const mayUse = (
  peer: Pick<Peer, 'owner' | 'conversationId'>,
  conversation: { id: number; agentId: number | null },
): boolean =>
  peer.owner.kind === 'visitor'
    ? peer.conversationId === conversation.id
    : conversation.agentId === null || conversation.agentId === peer.owner.userId;

/** `ready` settles once the peer is set up; frames that arrive earlier wait for it. */
export function handleFrames(peer: Peer, deps: PeerDeps, ready: Promise<void>): (text: string) => void {
  const { repos, bus, log } = deps;
  const { tenantId } = peer.owner;
  const error = (
    code: 'not_found' | 'invalid' | 'server_error' | 'rate_limited',
    key: Parameters<typeof translate>[1],
    params = {},
    clientId?: string,
  ) =>
    send(peer, {
      type: 'error',
      code,
      message: translate(peer.language, key, params),
      ...(clientId === undefined ? {} : { clientId }),
    });

  /** The conversation a frame is about, or null (after answering an error) when the peer may not
   * use it: an agent may use the tenant's unassigned conversations and those assigned to them. */
  const conversationOf = async (frame: { conversationId?: number }, clientId?: string): Promise<Routed | null> => {
    const id = peer.owner.kind === 'visitor' ? peer.conversationId : frame.conversationId;
    if (id === undefined) {
      error('invalid', 'validation.required', { field: 'conversationId' }, clientId);
      return null;
    }
    // Tenant-scoped lookup: an agent of another tenant (or not assigned) learns only "not found".
    const conversation = id === null ? null : await repos.messages.conversation(tenantId, id);
    if (!conversation || !mayUse(peer, conversation)) {
      error('not_found', 'error.notFound', {}, clientId);
      return null;
    }
    return {
      id: conversation.id,
      visitorId: conversation.visitorId,
      visitorName: conversation.visitorName,
      agentId: conversation.agentId,
    };
  };

  /** A frame for the conversation's visitor and/or its agent (every agent while it has none). */
  const publish = (conversation: Routed, to: 'agents' | 'visitor' | 'both', frame: ServerFrame) =>
    bus.publish({ tenantId, visitorId: conversation.visitorId, agentId: conversation.agentId, to, frame });
  const other = (): 'agents' | 'visitor' => (peer.owner.kind === 'agent' ? 'visitor' : 'agents');

  /** False (after answering a `rate_limited` error that says how long to wait) when a visitor has
   * sent its share of messages for now. Agents are logged-in staff and are not limited. */
  const visitorMayWrite = async (clientId: string): Promise<boolean> => {
    if (peer.owner.kind !== 'visitor') return true;
    try {
      await takeTurn(deps.rateLimits, [
        { limit: deps.visitorMessages, key: `visitor:${tenantId}:${peer.owner.visitorId}` },
      ]);
      return true;
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
      error('rate_limited', err.key, err.params, clientId);
      return false;
    }
  };

  const handle = async (frame: ClientFrame): Promise<void> => {
    switch (frame.type) {
      case 'ping':
        return send(peer, { type: 'pong' });
      case 'message': {
        const conversation = await conversationOf(frame, frame.clientId);
        if (!conversation || !(await visitorMayWrite(frame.clientId))) return;
        const stored = await repos.messages.append({
          tenantId,
          conversationId: conversation.id,
          sender: roleOf(peer),
          senderUserId: peer.owner.kind === 'agent' ? peer.owner.userId : null,
          clientId: frame.clientId,
          text: frame.text ?? '',
          imageUrl: frame.imageUrl ?? '',
        });
        if (!stored) return error('not_found', 'error.notFound', {}, frame.clientId);
        send(peer, { type: 'ack', clientId: frame.clientId, message: stored.message });
        // A resend of a stored message was already delivered: only the ack goes out again.
        if (!stored.created) return;
        if (stored.agentId !== conversation.agentId) {
          // The first answer takes the conversation: every agent's list learns it has an owner now.
          await bus.publish({
            tenantId,
            visitorId: conversation.visitorId,
            to: 'agents',
            frame: { type: 'assigned', conversationId: conversation.id, agentId: stored.agentId! },
          });
        }
        await publish({ ...conversation, agentId: stored.agentId }, 'both', {
          type: 'message',
          message: stored.message,
        });
        // Mail is a side matter: its failure is logged, the sender is not told of it.
        void mailIfUnattended(deps, peer.language, tenantId, { ...conversation, ...stored }, stored.message).catch(
          (err: unknown) => log.error({ err }, 'chat notice mail failed'),
        );
        return;
      }
      case 'resume': {
        const conversation = await conversationOf(frame);
        if (!conversation) return;
        const page = await repos.messages.messages(tenantId, conversation.id, {
          afterSeq: frame.afterSeq,
          limit: HISTORY_PAGE + 1,
        });
        return send(peer, {
          type: 'history',
          conversationId: conversation.id,
          messages: page.slice(0, HISTORY_PAGE),
          more: page.length > HISTORY_PAGE,
        });
      }
      case 'read': {
        const conversation = await conversationOf(frame);
        if (!conversation) return;
        await repos.messages.markRead(tenantId, conversation.id, roleOf(peer));
        // Both sides: the reader's other tabs clear their badge, the writer sees "read".
        return publish(conversation, 'both', { type: 'read', conversationId: conversation.id, reader: roleOf(peer) });
      }
      case 'typing': {
        const conversation = await conversationOf(frame);
        if (!conversation) return;
        return publish(conversation, other(), {
          type: 'typing',
          conversationId: conversation.id,
          sender: roleOf(peer),
        });
      }
    }
  };

  let queue = ready;
  return (text) => {
    peer.lastSeen = Date.now();
    const parsed = parseFrame(text, peer.language);
    if ('error' in parsed) return send(peer, parsed.error);
    queue = queue
      .then(() => handle(parsed.frame))
      .catch((err: unknown) => {
        log.error({ err }, 'chat frame failed');
        // A message names its clientId, so the client sends it again (stored once by clientId).
        error(
          'server_error',
          'error.internal',
          {},
          parsed.frame.type === 'message' ? parsed.frame.clientId : undefined,
        );
      });
  };
}
