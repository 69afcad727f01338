import type { ISchema } from '@formily/react';
import type { Row } from '../data-provider';

/**
 * The body sent for a form: only the schema's own top-level fields (edit forms start from a
 * row that also carries read-only columns the server would reject), without `"x-submit": false`
 * fields (password confirmations), and with Password fields encrypted (spec §5) unless
 * `"x-encrypt": false`.
 */
export async function toSubmitValues(
  values: Row,
  schema: ISchema,
  encrypt: (text: string) => string | Promise<string>,
): Promise<Row> {
  const body: Row = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = property as Record<string, unknown>;
    const value = values[name];
    if (field['x-submit'] === false || value === undefined) continue;
    const encrypted =
      field['x-component'] === 'Password' && field['x-encrypt'] !== false && typeof value === 'string' && value !== '';
    body[name] = encrypted ? await encrypt(value) : value;
  }
  return body;
}
