import type { ISchema } from '@formily/react';
import type { Row } from '../data-provider';

/**
 * Search values named in the page's query string (`?dictName=sex` on the dictionary detail
 * screen, opened from a dictionary's row): only the search form's own fields, numbers for numeric
 * fields. Read once when the screen mounts; each query string is its own tab.
 */
export function searchFromQuery(search: ISchema | undefined, query: string): Row {
  const properties = (search?.properties ?? {}) as Record<string, ISchema>;
  const params = new URLSearchParams(query);
  const values: Row = {};
  for (const [name, field] of Object.entries(properties)) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    values[name] = field.type === 'integer' || field.type === 'number' ? Number(value) : value;
  }
  return values;
}
