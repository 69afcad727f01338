// The chat page's state: messages deduped by server id and kept in seq order, unread counts only
// for conversations not on screen, newest activity first.
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '../../../src/lib/chat-protocol';
import { agentChatReducer, initialAgentChat } from '../../../src/features/chat/agent-chat-state';

const conversation = (id: number, updatedAt: string): Conversation => ({
  id,
  visitorId: id,
  visitorName: '',
  agentId: null,
  agentName: null,
  status: 'open',
  lastSeq: 0,
  agentUnread: 0,
  visitorUnread: 0,
  visitorOnline: false,
  createdAt: updatedAt,
  updatedAt,
});
const message = (conversationId: number, seq: number, sender: ChatMessage['sender'] = 'visitor'): ChatMessage => ({
  id: conversationId * 100 + seq,
  conversationId,
  seq,
  sender,
  senderUserId: null,
  clientId: `c${seq}`,
  text: `m${seq}`,
  imageUrl: '',
  createdAt: `2030-01-01T00:00:${String(seq).padStart(2, '0')}Z`,
});

const withTwo = agentChatReducer(initialAgentChat, {
  type: 'conversations',
  rows: [conversation(1, '2029-01-01T00:00:00Z'), conversation(2, '2028-01-01T00:00:00Z')],
});

describe('agentChatReducer', () => {
  it('merges history and frames once each, in seq order', () => {
    let state = agentChatReducer(withTwo, {
      type: 'messages',
      conversationId: 1,
      rows: [message(1, 2), message(1, 3)],
      hasOlder: true,
    });
    state = agentChatReducer(state, {
      type: 'messages',
      conversationId: 1,
      rows: [message(1, 1), message(1, 2)],
      hasOlder: false,
    });
    state = agentChatReducer(state, { type: 'incoming', message: message(1, 3) });
    state = agentChatReducer(state, { type: 'incoming', message: message(1, 4) });
    expect(state.messages[1]?.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    expect(state.hasOlder[1]).toBe(false);
  });

  it('counts unread visitor messages except in the open conversation, and moves active ones up', () => {
    let state = agentChatReducer(withTwo, { type: 'select', id: 1 });
    state = agentChatReducer(state, { type: 'incoming', message: message(2, 1) });
    state = agentChatReducer(state, { type: 'incoming', message: message(2, 2) });
    state = agentChatReducer(state, { type: 'incoming', message: message(1, 1) });
    state = agentChatReducer(state, { type: 'incoming', message: message(2, 3, 'agent') });
    expect(state.conversations.map((row) => [row.id, row.agentUnread])).toEqual([
      [2, 2],
      [1, 0],
    ]);
    state = agentChatReducer(state, { type: 'select', id: 2 });
    expect(state.conversations.find((row) => row.id === 2)?.agentUnread).toBe(0);
  });

  it("follows a visitor's presence on every conversation of that visitor", () => {
    let state = agentChatReducer(withTwo, { type: 'visitorOnline', visitorId: 2, online: true });
    expect(state.conversations.map((row) => [row.id, row.visitorOnline])).toEqual([
      [1, false],
      [2, true],
    ]);
    state = agentChatReducer(state, { type: 'visitorOnline', visitorId: 2, online: false });
    expect(state.conversations.find((row) => row.id === 2)?.visitorOnline).toBe(false);
  });
});
