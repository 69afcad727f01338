// The chat's objects and socket frames (docs/api.md, "Chat"): what the server's chat routes and
// socket send, and what a client may send (server/chat/frames.ts holds the schemas that check it).

export type ChatSender = 'visitor' | 'agent';

export interface ChatMessage {
  id: number;
  conversationId: number;
  seq: number;
  sender: ChatSender;
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

export type ChatErrorCode = 'bad_json' | 'unknown_type' | 'invalid' | 'not_found' | 'server_error' | 'rate_limited';

export type ServerFrame =
  | {
      type: 'hello';
      role: ChatSender;
      tenantId: number;
      userName: string;
      conversationId: number | null;
      heartbeatMs: number;
      silenceTimeoutMs: number;
      agentsOnline: boolean;
    }
  | { type: 'pong' }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'message'; message: ChatMessage }
  | { type: 'history'; conversationId: number; messages: ChatMessage[]; more: boolean }
  | { type: 'read'; conversationId: number; reader: ChatSender }
  | { type: 'typing'; conversationId: number; sender: ChatSender }
  | { type: 'closed'; conversationId: number }
  /** To every agent: the conversation now goes to this agent only. */
  | { type: 'assigned'; conversationId: number; agentId: number }
  /** To visitors: whether any agent is connected; to agents: whether a visitor is. */
  | { type: 'presence'; kind: 'agents'; online: boolean }
  | { type: 'presence'; kind: 'visitor'; visitorId: number; online: boolean }
  | { type: 'error'; code: ChatErrorCode; message: string; clientId?: string };

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
