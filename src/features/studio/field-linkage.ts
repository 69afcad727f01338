// The one linkage the form panel writes and reads back: a field shown only while another field of
// the form holds one of some values, as Formily's `x-reactions` (the form the screen files use):
//   { "dependencies": ["status"], "fulfill": { "state": { "visible": "{{[\"shipped\"].includes($deps[0])}}" } } }
// Any other reaction is left as it is and edited in the JSON. Such a field that is required is
// required only while shown, on both sides: a conditional rule of the form (`allOf`, docs/schemas.md
// "Conditional rules") the panel writes beside it, of one shape it reads back:
//   { "if": { "properties": { "status": { "enum": ["shipped"] } }, "required": ["status"] },
//     "then": { "required": ["trackingNo"] } }
import type { ConditionalRule } from '../../../schemas/wire/form-conditions';
import type { FormNode } from '../../../schemas/wire/screen-schema';

export interface VisibleWhen {
  field: string;
  /** The values as typed (a number or yes/no field's are written as numbers or booleans). */
  values: string[];
}

const VISIBLE_IF_ONE_OF = /^\{\{\[(.*)\]\.includes\(\$deps\[0\]\)\}\}$/;
const LISTED = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(-?\d+(?:\.\d+)?|true|false)/g;

interface Reaction {
  dependencies?: unknown;
  fulfill?: { state?: Record<string, unknown> };
}

/** The field's linkage: none, the panel's one, or 'other' (a reaction only the JSON edits). */
export function linkageOf(node: FormNode): VisibleWhen | null | 'other' {
  const reactions = node['x-reactions'];
  if (reactions === undefined) return null;
  const [reaction, ...more] = [reactions].flat() as Reaction[];
  const state = reaction?.fulfill?.state;
  const deps = reaction?.dependencies;
  if (more.length > 0 || !Array.isArray(deps) || deps.length !== 1 || typeof deps[0] !== 'string') return 'other';
  if (!state || Object.keys(state).length !== 1 || Object.keys(reaction).length !== 2) return 'other';
  const listed = typeof state.visible === 'string' ? VISIBLE_IF_ONE_OF.exec(state.visible) : null;
  if (!listed) return 'other';
  const values = [...listed[1]!.matchAll(LISTED)].map(
    ([, quoted, single, bare]) => quoted?.replace(/\\(.)/g, '$1') ?? single ?? bare!,
  );
  return { field: deps[0], values };
}

/** A value as the dependency's type holds it. */
function typed(value: string, type: FormNode['type']): unknown {
  if (type === 'boolean') return value === 'true';
  if ((type === 'number' || type === 'integer') && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  return value;
}

/** The reaction showing a field only while `field` (of type `type`) holds one of `values`. */
export function visibleWhenReaction({ field, values }: VisibleWhen, type: FormNode['type']) {
  const list = JSON.stringify(values.map((value) => typed(value, type)));
  return { dependencies: [field], fulfill: { state: { visible: `{{${list}.includes($deps[0])}}` } } };
}

/** The rule requiring `key` while it is shown (a text: with a character, as a required text always is). */
export function requiredWhileShown(key: string, { field, values }: VisibleWhen, type: FormNode['type'], text: boolean) {
  return {
    if: { properties: { [field]: { enum: values.map((value) => typed(value, type)) } }, required: [field] },
    then: { required: [key], ...(text && { properties: { [key]: { minLength: 1 } } }) },
  };
}

/** Whether a rule of the form is the panel's rule requiring `key` while shown. */
export function isRequiredWhileShown(rule: ConditionalRule, key: string): boolean {
  const tested = Object.keys(rule.if?.properties ?? {});
  return (
    rule.else === undefined &&
    tested.length === 1 &&
    rule.if.required?.length === 1 &&
    rule.if.required[0] === tested[0] &&
    rule.then?.required?.length === 1 &&
    rule.then.required[0] === key
  );
}
