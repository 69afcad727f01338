// Filling a declared call (docs/schemas.md "Call objects"): a string that is exactly "{name}"
// becomes the value itself (a number stays a number, `{$ids}` an array); "{name}" inside a longer
// string is replaced by its text. Path placeholders are URL-encoded so a value cannot add path parts.
import type { Row } from '../data-provider';

/** What placeholders name: row fields and form values, plus `$values`, `$ids`, `$value`, `$origin`. */
export type TemplateValues = Row;

const WHOLE = /^\{(\$?[A-Za-z0-9_]+)\}$/;
const INSIDE = /\{(\$?[A-Za-z0-9_]+)\}/g;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A template string with every "{name}" replaced by the text of its value. */
export const fillText = (template: string, values: TemplateValues, encode: (part: string) => string = (part) => part) =>
  template.replace(INSIDE, (_, name: string) => encode(text(values[name])));

/** A call's path, its placeholders URL-encoded. */
export const fillPath = (path: string, values: TemplateValues) => fillText(path, values, encodeURIComponent);

/** A call's body: objects and arrays are filled member by member, strings as above. */
export function fillBody(template: unknown, values: TemplateValues): unknown {
  if (typeof template === 'string') {
    const whole = WHOLE.exec(template);
    return whole ? values[whole[1]!] : fillText(template, values);
  }
  if (Array.isArray(template)) return template.map((item) => fillBody(item, values));
  if (template && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([key, item]) => [key, fillBody(item, values)]));
  return template;
}
