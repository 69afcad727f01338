// A body a screen's form accepts, built from the form's own rules, so tests that walk every
// screen of the registry need no hand-written body per screen.
import { STORED_URL, STORED_URLS } from '../../../server/lib/stored-url';
import { seedDicts } from '../../../server/db/seed/org';
import type { FormNode, Screen } from '../../../server/screens/types';
import { isNamedValidator, type NamedValidator } from '../../../schemas/wire/named-validators';

/** A value each named check of "x-validator" accepts (nameCheck takes the default "v…", which meets minLength). */
const namedSamples: Partial<Record<NamedValidator, string>> = {
  email: 'v@example.com',
  url: 'https://example.com',
  externalLink: 'https://example.com',
  mobilePhone: '13800000000',
};

/** The named check a field's "x-validator" applies, as a string or as `{ "format": name }`. */
export function namedCheckOf(field: FormNode): NamedValidator | undefined {
  const rules = field['x-validator'] === undefined ? [] : [field['x-validator']].flat();
  for (const rule of rules) {
    const name = rule !== null && typeof rule === 'object' ? (rule as { format?: unknown }).format : rule;
    if (isNamedValidator(name)) return name;
  }
  return undefined;
}

/** The first seeded value of a DictSelect's dictionary (the server accepts only its values). */
function seededDictValue(field: FormNode): unknown {
  const name = (field['x-component-props'] as { dict?: unknown } | undefined)?.dict;
  if (field['x-component'] !== 'DictSelect' || typeof name !== 'string') return undefined;
  const value = seedDicts.find((dict) => dict.name === name)?.details[0]?.value;
  return value === undefined ? undefined : field.type === 'integer' || field.type === 'number' ? Number(value) : value;
}

/** A value that meets one field's rules: its `examples`, default or first enum value, a site path for a URL, else the smallest valid one. */
export function validValue(field: FormNode): unknown {
  if (Array.isArray(field.examples)) return field.examples[0];
  if (field.default !== undefined) return field.default;
  if (Array.isArray(field.enum)) return (field.enum[0] as { value?: unknown }).value ?? field.enum[0];
  if (field.format === STORED_URL || field.format === STORED_URLS) return '/v.png';
  const dict = seededDictValue(field);
  if (dict !== undefined) return field.type === 'array' ? [dict] : dict;
  const named = namedCheckOf(field);
  if (named && namedSamples[named]) return namedSamples[named];
  switch (field.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return (field.minimum as number | undefined) ?? 0;
    case 'array':
      // One valid item satisfies minItems 1 and uniqueItems alike.
      return field.items ? [validValue(field.items as FormNode)] : [];
    default:
      return 'v'.repeat(Math.max(1, (field.minLength as number | undefined) ?? 1));
  }
}

/** Every submitted field of the screen's form with a valid value. */
export const validRow = (screen: Screen): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(screen.form?.properties ?? {})
      .filter(([, field]) => field['x-submit'] !== false)
      .map(([name, field]) => [name, validValue(field)]),
  );
