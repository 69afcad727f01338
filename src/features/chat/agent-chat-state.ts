// What the chat page holds, as a reducer: conversations, the loaded messages of each, which one
// is open, and who is typing. Socket frames and HTTP answers both come in as actions.
import { mergeMessages, type ChatMessage, type Conversation } from '../../lib/chat-protocol';

export interface AgentChatState {
  conversations: Conversation[];
  selectedId: number | null;
  messages: Record<number, ChatMessage[]>;
  /** Whether older messages than the loaded ones exist. */
  hasOlder: Record<number, boolean>;
  /** When the visitor of a conversation last said they were typing. */
  typingAt: Record<number, number>;
}

export type AgentChatAction =
  | { type: 'conversations'; rows: Conversation[] }
  | { type: 'select'; id: number }
  | { type: 'messages'; conversationId: number; rows: ChatMessage[]; hasOlder?: boolean }
  | { type: 'incoming'; message: ChatMessage }
  | { type: 'typing'; conversationId: number; at: number }
  | { type: 'read'; conversationId: number; reader: 'agent' | 'visitor' }
  | { type: 'visitorOnline'; visitorId: number; online: boolean };

export const initialAgentChat: AgentChatState = {
  conversations: [],
  selectedId: null,
  messages: {},
  hasOlder: {},
  typingAt: {},
};

const patchConversation = (rows: Conversation[], id: number, patch: (row: Conversation) => Partial<Conversation>) =>
  rows.map((row) => (row.id === id ? { ...row, ...patch(row) } : row));

export function agentChatReducer(state: AgentChatState, action: AgentChatAction): AgentChatState {
  switch (action.type) {
    case 'conversations':
      return { ...state, conversations: action.rows };
    case 'select':
      return {
        ...state,
        selectedId: action.id,
        conversations: patchConversation(state.conversations, action.id, () => ({ agentUnread: 0 })),
      };
    case 'messages': {
      const { conversationId, rows, hasOlder } = action;
      return {
        ...state,
        messages: { ...state.messages, [conversationId]: mergeMessages(state.messages[conversationId] ?? [], rows) },
        hasOlder: hasOlder === undefined ? state.hasOlder : { ...state.hasOlder, [conversationId]: hasOlder },
      };
    }
    case 'incoming': {
      const { message } = action;
      const held = state.messages[message.conversationId];
      const known = held?.some((row) => row.id === message.id);
      // An unread visitor message counts, unless this conversation is the one open on screen.
      const unread = message.sender === 'visitor' && !known && state.selectedId !== message.conversationId ? 1 : 0;
      const conversations = patchConversation(state.conversations, message.conversationId, (row) => ({
        lastSeq: Math.max(row.lastSeq, message.seq),
        updatedAt: message.createdAt,
        agentUnread: row.agentUnread + unread,
      }));
      // The visitor's message has come: they are no longer typing it.
      const { [message.conversationId]: _typed, ...typingAt } = state.typingAt;
      return {
        ...state,
        typingAt: message.sender === 'visitor' ? typingAt : state.typingAt,
        // Newest activity first, as the server lists them.
        conversations: [...conversations].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
        messages: held
          ? { ...state.messages, [message.conversationId]: mergeMessages(held, [message]) }
          : state.messages,
      };
    }
    case 'typing':
      return { ...state, typingAt: { ...state.typingAt, [action.conversationId]: action.at } };
    case 'read':
      return {
        ...state,
        conversations: patchConversation(state.conversations, action.conversationId, () =>
          action.reader === 'visitor' ? { visitorUnread: 0 } : { agentUnread: 0 },
        ),
      };
    case 'visitorOnline':
      return {
        ...state,
        conversations: state.conversations.map((row) =>
          row.visitorId === action.visitorId ? { ...row, visitorOnline: action.online } : row,
        ),
      };
  }
}
