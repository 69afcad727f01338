// fast-check arbitraries built from a screen's own form schema: mostly values that meet each
// field's rules (so the write path is exercised, not only validation), mixed with hostile ones
// (wrong types, markup, NUL and control characters, huge numbers, nesting, extra keys).
import fc from 'fast-check';
import type { FormNode } from '../../../server/screens/types';

const HOSTILE_TEXT = [
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b',
  '𝒳💥',
  '../../etc/passwd',
  '=1+1',
  '${7*7}',
  '{{7*7}}',
  '%s%n',
  ' ',
];

/** Any JSON value, a little nested. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

function validString(field: FormNode): fc.Arbitrary<string> {
  const minLength = (field.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((field.maxLength as number | undefined) ?? 60, 300);
  if (typeof field.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(field.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  // Whole graphemes (emoji, CJK) and any code point at all (NUL and control characters included).
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

function validNumber(field: FormNode): fc.Arbitrary<number> {
  const min = (field.minimum as number | undefined) ?? -1_000_000;
  const max = (field.maximum as number | undefined) ?? 1_000_000;
  if (field.type === 'integer') return fc.integer({ min, max });
  // Amounts in cents, as the number pickers enter them (money columns keep two decimals).
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

/** A value meeting the field's rules, as far as this generator knows them. */
export function validValueOf(field: FormNode): fc.Arbitrary<unknown> {
  if (Array.isArray(field.enum))
    return fc.constantFrom(...field.enum.map((item) => (item as { value?: unknown }).value ?? item));
  if (Array.isArray(field.examples) && field.examples.length > 0) return fc.constantFrom(...field.examples);
  switch (field.type) {
    case 'string':
      return validString(field);
    case 'integer':
    case 'number':
      return validNumber(field);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(field.items ? validValueOf(field.items as FormNode) : anyJson, {
        minLength: (field.minItems as number | undefined) ?? 0,
        maxLength: Math.min((field.maxItems as number | undefined) ?? 5, 5),
      });
    default:
      return anyJson;
  }
}

/** A value that is often wrong for the field. */
export function hostileValueOf(field: FormNode): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.constantFrom(null, true, 0, -1, 2 ** 53, -(2 ** 63), 1e308, 0.1, [], {}),
    fc.string({ maxLength: ((field.maxLength as number | undefined) ?? 50) + 10 }),
    anyJson,
  );
}

/** A body for the form: each field absent, valid (mostly) or hostile; sometimes an extra key. */
export function bodyOf(
  properties: Record<string, FormNode>,
  required: string[],
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, field]) => [
      name,
      fc.oneof({ weight: 6, arbitrary: validValueOf(field) }, { weight: 1, arbitrary: hostileValueOf(field) }),
    ]),
  );
  const requiredKeys = required.filter((name) => name in properties);
  const body = fc.record(fields, { requiredKeys });
  const extra = fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyJson, { maxKeys: 2 }), {
    freq: 5,
  });
  return fc.tuple(body, extra).map(([fieldsBody, more]) => ({ ...(more ?? {}), ...fieldsBody }));
}
