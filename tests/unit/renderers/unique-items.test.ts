// Formily's own uniqueItems rule fails every array with two different items; the renderer
// registers JSON Schema's meaning (renderers/form/validators.ts), as ajv applies it on the server.
import { validate } from '@formily/validator';
import { describe, expect, it } from 'vitest';
import '../../../renderers/form/validators';

const errors = async (value: unknown) => (await validate(value, { uniqueItems: true })).error ?? [];

describe('uniqueItems in browser forms', () => {
  it('passes distinct items and empty values, and fails repeated ones', async () => {
    expect(await errors(['zh_CN', 'en'])).toEqual([]);
    expect(await errors(['en'])).toEqual([]);
    expect(await errors([])).toEqual([]);
    expect(await errors(undefined)).toEqual([]);
    expect(await errors([{ a: 1 }, { a: 2 }])).toEqual([]);
    expect(await errors(['en', 'zh_CN', 'en'])).toHaveLength(1);
    expect(await errors([{ a: 1 }, { a: 1 }])).toHaveLength(1);
  });
});
