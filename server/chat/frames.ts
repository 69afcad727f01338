// The frames of the chat socket (docs/api.md, "Chat"): what a client may send, checked by the
// same strict ajv as request bodies, and what the server sends.
import type { ChatMessage, Sender } from '../repositories/chat-messages';

const conversationId = { type: 'integer', minimum: 1 } as const;
const only = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, required: ['type', ...required], properties: { type: { type: 'string' }, ...properties } }) as const;

/** Body schema of each client frame type. */
export const clientFrameSchemas = {
  ping: only({}),
  message: only(
    {
      clientId: { type: 'string', minLength: 1, maxLength: 64 },
      conversationId,
      // Bounded so that a whole message fits one PostgreSQL NOTIFY (8000 bytes) when fanned out.
      text: { type: 'string', maxLength: 1000 },
      imageUrl: { type: 'string', maxLength: 500, pattern: '^(https?://|/)[\\x21-\\x7e]*$' },
    },
    ['clientId'],
  ),
  resume: only({ conversationId, afterSeq: { type: 'integer', minimum: 0 } }, ['afterSeq']),
  read: only({ conversationId }),
  typing: only({ conversationId }),
} as const;

export type ClientFrameType = keyof typeof clientFrameSchemas;

export type ClientFrame =
  | { type: 'ping' }
  | { type: 'message'; clientId: string; conversationId?: number; text?: string; imageUrl?: string }
  | { type: 'resume'; conversationId?: number; afterSeq: number }
  | { type: 'read'; conversationId?: number }
  | { type: 'typing'; conversationId?: number };

export type ServerFrame =
  | { type: 'hello'; role: Sender; tenantId: number; userName: string; conversationId: number | null; heartbeatMs: number; silenceTimeoutMs: number; agentsOnline: boolean }
  | { type: 'pong' }
  | { type: 'ack'; clientId: string; message: ChatMessage }
  | { type: 'message'; message: ChatMessage }
  | { type: 'history'; conversationId: number; messages: ChatMessage[]; more: boolean }
  | { type: 'read'; conversationId: number; reader: Sender }
  | { type: 'typing'; conversationId: number; sender: Sender }
  | { type: 'closed'; conversationId: number }
  /** To every agent: the conversation now goes to this agent only. */
  | { type: 'assigned'; conversationId: number; agentId: number }
  /** To visitors: whether any agent is connected; to agents: whether a visitor is. */
  | { type: 'presence'; kind: 'agents'; online: boolean }
  | { type: 'presence'; kind: 'visitor'; visitorId: number; online: boolean }
  | { type: 'error'; code: ErrorCode; message: string; clientId?: string };

export type ErrorCode = 'bad_json' | 'unknown_type' | 'invalid' | 'not_found' | 'server_error';
