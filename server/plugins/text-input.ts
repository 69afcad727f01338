// PostgreSQL text and jsonb cannot hold U+0000: a NUL anywhere in a JSON body, query or path
// parameter made the insert fail with a 500. It is refused up front with a 400 naming the field.
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

/** The path of the first string holding U+0000, walked without recursion (bodies may nest deeply). */
function nulField(root: unknown): string | null {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length > 0) {
    const [value, at] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at || 'body';
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return at ? `${at}.${key.replaceAll('\u0000', '')}` : key.replaceAll('\u0000', '');
        pending.push([child, at ? `${at}.${key}` : key]);
      }
    }
  }
  return null;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = nulField(part);
        if (field !== null) throw badRequest('validation.invalid', { field });
      }
    });
  },
  { name: 'text-input' },
);
