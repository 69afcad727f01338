// The chat's objects and socket frames as docs/api.md "Chat" describes them; shared by the agent's
// socket store, the chat page and the visitor widget.

export interface ChatMessage {
  id: number;
  conversationId: number;
  seq: number;
  sender: 'visitor' | 'agent';
  senderUserId: number | null;
  clientId: string;
  text: string;
  imageUrl: string;
  createdAt: string;
}

export interface Conversation {
  id: number;
  visitorId: number;
  visitorName: string;
  agentId: number | null;
  agentName: string | null;
  status: 'open' | 'closed';
  lastSeq: number;
  agentUnread: number;
  visitorUnread: number;
  /** Whether the visitor has the widget open (presence frames keep it current). */
  visitorOnline: boolean;
  createdAt: string;
  updatedAt: string;
}

export type ServerFrame =
  | { type: 'hello'; role: 'agent' | 'visitor'; tenantId: number; userName: string; conversationId: number | null; heartbeatMs: number; silenceTimeoutMs: number; agentsOnline: boolean }
  | { type: 'pong' }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'message'; message: ChatMessage }
  | { type: 'history'; conversationId: number; messages: ChatMessage[]; more: boolean }
  | { type: 'read'; conversationId: number; reader: 'visitor' | 'agent' }
  | { type: 'typing'; conversationId: number; sender: 'visitor' | 'agent' }
  | { type: 'closed'; conversationId: number }
  | { type: 'assigned'; conversationId: number; agentId: number }
  | { type: 'presence'; kind: 'agents'; online: boolean }
  | { type: 'presence'; kind: 'visitor'; visitorId: number; online: boolean }
  | { type: 'error'; code: string; message: string; clientId?: string };

export interface OutgoingMessage {
  type: 'message';
  clientId: string;
  conversationId?: number;
  text?: string;
  imageUrl?: string;
}

export type ClientFrame =
  | { type: 'ping' }
  | OutgoingMessage
  | { type: 'resume'; conversationId?: number; afterSeq: number }
  | { type: 'read'; conversationId?: number }
  | { type: 'typing'; conversationId?: number };

/** Adds messages to a list kept in seq order, skipping any already held (same server id): a
 * resume after a reconnect, an ack and the broadcast of the same message all arrive. */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const ids = new Set(held.map((message) => message.id));
  const fresh = incoming.filter((message) => !ids.has(message.id) && ids.add(message.id));
  if (fresh.length === 0) return held as ChatMessage[];
  return [...held, ...fresh].sort((a, b) => a.seq - b.seq);
}

export const lastSeqOf = (messages: readonly ChatMessage[]): number => messages.at(-1)?.seq ?? 0;

/** A sender-side id for a message, so a resend after a reconnect is stored once. */
export const newClientId = (): string => crypto.randomUUID();
