// The chat's objects and socket frames (their types in schemas/wire/chat.ts, shared with the
// server) and what the agent's socket store, the chat page and the visitor widget do with them.
import type { ChatMessage } from '../../schemas/wire/chat';

export type { ChatMessage, ClientFrame, Conversation, OutgoingMessage, ServerFrame } from '../../schemas/wire/chat';

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
