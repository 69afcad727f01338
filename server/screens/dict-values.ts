// A dictionary-bound field (a DictSelect naming its dictionary) accepts only that dictionary's
// values for the caller's tenant, as the browser offers them: the body rules cannot say so, the
// entries live in the database and change at run time.
import { badRequest } from '../lib/http-error';
import type { Body } from './form-body';
import type { Screen } from './types';

/** The submitted top-level fields bound to a dictionary, with its name. */
export function dictFields(screen: Screen): [string, string][] {
  return Object.entries(screen.form?.properties ?? {}).flatMap(([name, field]) => {
    const dict = (field['x-component-props'] as { dict?: unknown } | undefined)?.dict;
    return field['x-component'] === 'DictSelect' && field['x-submit'] !== false && typeof dict === 'string'
      ? [[name, dict] as [string, string]]
      : [];
  });
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Throws a 400 naming the first field whose value (or any of whose values) is not in its dictionary. */
export async function checkDictValues(
  screen: Screen,
  body: Body,
  values: (dict: string) => Promise<string[]>,
): Promise<void> {
  for (const [name, dict] of dictFields(screen)) {
    const sent = [body[name]].flat().filter(given);
    if (sent.length === 0) continue;
    const allowed = new Set(await values(dict));
    if (!sent.every((value) => allowed.has(String(value))))
      throw badRequest('validation.notInDict', { field: name, dict });
  }
}
