// Turns a received text into a client frame, or into the error frame to answer with. The socket
// stays open on a bad frame: one client bug must not cut a conversation.
import type { Language } from '../i18n/index';
import { translate } from '../i18n/index';
import { describeValidationError, validatorCompiler } from '../lib/validation';
import { clientFrameSchemas, type ClientFrame, type ClientFrameType, type ServerFrame } from './frames';

type Check = ((value: unknown) => boolean) & { errors?: Parameters<typeof describeValidationError>[0][] | null };

// Compiled once by the request-body compiler: no coercion, no unknown keys.
const checks = Object.fromEntries(
  Object.entries(clientFrameSchemas).map(([type, schema]) => [
    type,
    validatorCompiler({ schema, method: 'GET', url: '/websocket', httpPart: 'body' }) as Check,
  ]),
) as Record<ClientFrameType, Check>;

const isType = (type: unknown): type is ClientFrameType => typeof type === 'string' && Object.hasOwn(checks, type);

export type Parsed = { frame: ClientFrame } | { error: Extract<ServerFrame, { type: 'error' }> };

export function parseFrame(text: string, language: Language): Parsed {
  const fail = (code: 'bad_json' | 'unknown_type' | 'invalid', message: string, clientId?: string): Parsed => ({
    error: { type: 'error', code, message, ...(clientId === undefined ? {} : { clientId }) },
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('bad_json', translate(language, 'chat.badJson'));
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (!isType(type)) return fail('unknown_type', translate(language, 'chat.unknownType', { type: String(type) }));
  const check = checks[type];
  const frame = value as ClientFrame;
  const clientId = frame.type === 'message' && typeof frame.clientId === 'string' ? frame.clientId : undefined;
  if (!check(value)) {
    const { key, params } = describeValidationError(check.errors![0]!, 'frame');
    return fail('invalid', translate(language, key, params), clientId);
  }
  if (frame.type === 'message' && !frame.text && !frame.imageUrl)
    return fail('invalid', translate(language, 'chat.textOrImage'), clientId);
  return { frame };
}
