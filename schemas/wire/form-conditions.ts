// Conditional rules of a screen's form (docs/schemas.md "Conditional rules"): the subset of JSON
// Schema's if/then/else that both sides apply, ajv on the server (server/screens/form-body.ts) and
// Formily in the browser (renderers/form/conditional-rules.ts). The check
// (server/screens/check/screen-rules.ts) and the meta-schema refuse anything outside it, so these
// shapes are all a form may hold.

export type Scalar = string | number | boolean | null;

/** What `if` asks of one field: a value (`const`), one of some values (`enum`). */
export interface FieldTest {
  const?: Scalar;
  enum?: Scalar[];
}

/** When a rule applies. As JSON Schema reads it, a field that is absent passes its test unless `required` names it. */
export interface Condition {
  properties?: Record<string, FieldTest>;
  required?: string[];
}

/** The value keywords a branch may give a field (the same keywords as on the field itself). */
export interface FieldRules {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: Scalar[];
  const?: Scalar;
}

/** What a rule asks when its condition holds (`then`) or not (`else`). */
export interface Branch {
  required?: string[];
  properties?: Record<string, FieldRules>;
}

export interface ConditionalRule {
  if: Condition;
  then?: Branch;
  else?: Branch;
}

/**
 * The form's conditional rules, each with its JSON pointer under the form: the bare
 * `if`/`then`/`else` of the form node (`""`) and each item of its `allOf` (`"/allOf/<i>"`).
 */
export function conditionalRules(form: Record<string, unknown> | undefined): [ConditionalRule, string][] {
  if (!form) return [];
  const rules: [ConditionalRule, string][] = [];
  const { if: condition, then, else: otherwise } = form;
  if (condition !== undefined)
    rules.push([
      { if: condition, ...(then !== undefined && { then }), ...(otherwise !== undefined && { else: otherwise }) },
      '',
    ] as [ConditionalRule, string]);
  if (Array.isArray(form.allOf))
    form.allOf.forEach((rule: ConditionalRule, index) => rules.push([rule, `/allOf/${index}`]));
  return rules;
}
