// What a connected peer's frames do: store and fan out messages, replay missed ones, mark read,
// relay typing. Frames of one socket are handled one after another, so its messages keep their order.
import type { FastifyBaseLogger } from 'fastify';
import { translate } from '../i18n/index';
import type { ChatRepositories } from '../repositories/chat';
import type { Sender } from '../repositories/chat-messages';
import type { ChatBus } from './event';
import type { ClientFrame, ServerFrame } from './frames';
import { send, type Peer } from './hub';
import { parseFrame } from './parse-frame';

const HISTORY_PAGE = 200;

export interface PeerDeps {
  repos: ChatRepositories;
  bus: ChatBus;
  log: FastifyBaseLogger;
}

const roleOf = (peer: Peer): Sender => peer.owner.kind;

/** `ready` settles once the peer is set up; frames that arrive earlier wait for it. */
export function handleFrames(peer: Peer, { repos, bus, log }: PeerDeps, ready: Promise<void>): (text: string) => void {
  const { tenantId } = peer.owner;
  const error = (code: 'not_found' | 'invalid' | 'server_error', key: Parameters<typeof translate>[1], params = {}, clientId?: string) =>
    send(peer, { type: 'error', code, message: translate(peer.language, key, params), ...(clientId === undefined ? {} : { clientId }) });

  /** The conversation a frame is about, or null (after answering an error) when the peer may not use it. */
  const conversationOf = async (frame: { conversationId?: number }, clientId?: string): Promise<{ id: number; visitorId: number } | null> => {
    if (peer.owner.kind === 'visitor') return peer.conversationId === null ? null : { id: peer.conversationId, visitorId: peer.owner.visitorId };
    if (frame.conversationId === undefined) {
      error('invalid', 'validation.required', { field: 'conversationId' }, clientId);
      return null;
    }
    // Tenant-scoped lookup: an agent of another tenant learns only "not found".
    const conversation = await repos.messages.conversation(tenantId, frame.conversationId);
    if (!conversation) error('not_found', 'error.notFound', {}, clientId);
    return conversation && { id: conversation.id, visitorId: conversation.visitorId };
  };

  const publish = (visitorId: number, to: 'agents' | 'visitor' | 'both', frame: ServerFrame) => bus.publish({ tenantId, visitorId, to, frame });
  const other = (): 'agents' | 'visitor' => (peer.owner.kind === 'agent' ? 'visitor' : 'agents');

  const handle = async (frame: ClientFrame): Promise<void> => {
    switch (frame.type) {
      case 'ping':
        return send(peer, { type: 'pong' });
      case 'message': {
        const conversation = await conversationOf(frame, frame.clientId);
        if (!conversation) return;
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
        if (stored.created) await publish(conversation.visitorId, 'both', { type: 'message', message: stored.message });
        return;
      }
      case 'resume': {
        const conversation = await conversationOf(frame);
        if (!conversation) return;
        const page = await repos.messages.messages(tenantId, conversation.id, { afterSeq: frame.afterSeq, limit: HISTORY_PAGE + 1 });
        return send(peer, { type: 'history', conversationId: conversation.id, messages: page.slice(0, HISTORY_PAGE), more: page.length > HISTORY_PAGE });
      }
      case 'read': {
        const conversation = await conversationOf(frame);
        if (!conversation) return;
        await repos.messages.markRead(tenantId, conversation.id, roleOf(peer));
        // Both sides: the reader's other tabs clear their badge, the writer sees "read".
        return publish(conversation.visitorId, 'both', { type: 'read', conversationId: conversation.id, reader: roleOf(peer) });
      }
      case 'typing': {
        const conversation = await conversationOf(frame);
        if (!conversation) return;
        return publish(conversation.visitorId, other(), { type: 'typing', conversationId: conversation.id, sender: roleOf(peer) });
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
        error('server_error', 'error.internal');
      });
  };
}
