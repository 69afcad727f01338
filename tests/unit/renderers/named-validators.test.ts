// The browser's named checks are the server's: Formily (with the renderer's registrations) and the
// shared table agree on every name, for values each side must accept and refuse.
import { validate } from '@formily/validator';
import { describe, expect, it } from 'vitest';
import '../../../renderers/form/validators';
import { namedPatterns, passesNamed, type NamedValidator } from '../../../schemas/wire/named-validators';

const samples: Record<NamedValidator, string[]> = {
  email: ['a@example.com', 'not-an-address', ''],
  url: [
    'https://example.com/a',
    'http://127.0.0.1:8080/a.png',
    'http://localhost/x',
    'not a link',
    '/local',
    '//host/a',
    'javascript:alert(1)',
  ],
  externalLink: ['https://example.com', 'mailto:a@b.cn', 'javascript:alert(1)'],
  mobilePhone: ['13800000000', '12345', ''],
  nameCheck: ['admin_1', '张 三', 'a b'],
};

describe('named checks', () => {
  it.each(Object.keys(namedPatterns) as NamedValidator[])('%s: the browser and the server agree', async (name) => {
    for (const value of samples[name]) {
      const result = await validate(value, name);
      expect((result.error ?? []).length === 0, `${name} ${JSON.stringify(value)}`).toBe(passesNamed(name, value));
    }
  });
});
