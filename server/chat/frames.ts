// The frames of the chat socket (docs/api.md, "Chat"): what a client may send, checked by the
// same strict ajv as request bodies, and what the server sends.
// The frames' types are the wire's (schemas/wire/chat.ts), shared with the browser.
export type { ChatErrorCode as ErrorCode, ClientFrame, ServerFrame } from '../../schemas/wire/chat';
import { storedUrlField } from '../lib/stored-url';

const conversationId = { type: 'integer', minimum: 1 } as const;
const only = (properties: Record<string, object>, required: string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['type', ...required],
    properties: { type: { type: 'string' }, ...properties },
  }) as const;

/** Body schema of each client frame type. */
export const clientFrameSchemas = {
  ping: only({}),
  message: only(
    {
      clientId: { type: 'string', minLength: 1, maxLength: 64 },
      conversationId,
      // Bounded so that a whole message fits one PostgreSQL NOTIFY (8000 bytes) when fanned out.
      text: { type: 'string', maxLength: 1000 },
      imageUrl: { ...storedUrlField(500), pattern: '^[\\x21-\\x7e]*$' },
    },
    ['clientId'],
  ),
  resume: only({ conversationId, afterSeq: { type: 'integer', minimum: 0 } }, ['afterSeq']),
  read: only({ conversationId }),
  typing: only({ conversationId }),
} as const;

export type ClientFrameType = keyof typeof clientFrameSchemas;
