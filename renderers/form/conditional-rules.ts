import { isField, type Field, type GeneralField } from '@formily/core';
import type { ISchema } from '@formily/react';
import {
  conditionalRules,
  type Condition,
  type ConditionalRule,
  type FieldRules,
} from '../../schemas/wire/form-conditions';

// The form's conditional rules (if/then/else, allOf of them: schemas/wire/form-conditions.ts) as
// Formily applies them: ajv holds them on the server from the same form, and Formily does not read
// JSON Schema conditionals, so each field a branch names gets a reaction that gives it the branch's
// rules while the values meet its condition. A function, not a `{{ }}` expression: nothing to
// compile at run time.

type Values = Record<string, unknown>;

/**
 * Whether a condition holds on the form's values, as ajv reads it on the body they become: a field
 * whose value is undefined is not sent, so it passes its test unless `required` names it.
 */
export function conditionHolds(condition: Condition, values: Values): boolean {
  const present = (name: string) => values[name] !== undefined;
  return (
    (condition.required ?? []).every(present) &&
    Object.entries(condition.properties ?? {}).every(
      ([name, test]) =>
        !present(name) ||
        ((!('const' in test) || values[name] === test.const) &&
          (test.enum === undefined || test.enum.includes(values[name] as never))),
    )
  );
}

export interface Demands {
  required: boolean;
  rules: FieldRules[];
}

/** What the rules ask of one field on these values: required or not, and the value rules of each branch that applies. */
export function fieldDemands(rules: ConditionalRule[], name: string, values: Values): Demands {
  const branches = rules.flatMap((rule) => {
    const branch = conditionHolds(rule.if, values) ? rule.then : rule.else;
    return branch ? [branch] : [];
  });
  return {
    required: branches.some((branch) => branch.required?.includes(name)),
    rules: branches.flatMap((branch) => branch.properties?.[name] ?? []),
  };
}

/** Marks the rules this file adds to a field, so new values replace them and leave the field's own. */
const ADDED = 'conditional';
const added = (rule: unknown) => rule !== null && typeof rule === 'object' && ADDED in rule;

/**
 * The reaction of one field: its own rules plus what the rules ask on the current values, checked
 * on blur like every rule of the form (create-screen-form.ts). It runs again when a value it read
 * changes; it rewrites the validator only when the demands change, and then checks a field that
 * shows an error again, so the message of a rule that no longer applies goes.
 */
function demandsReaction(rules: ConditionalRule[], name: string) {
  const applied = new WeakMap<GeneralField, string>();
  return (field: GeneralField) => {
    if (!isField(field)) return;
    const demands = fieldDemands(rules, name, field.form.values as Values);
    const key = JSON.stringify(demands);
    if (applied.get(field) === key) return;
    const first = !applied.has(field);
    applied.set(field, key);
    const mark = (rule: object) => ({ ...rule, triggerType: 'onBlur', [ADDED]: true });
    const own = [field.validator ?? []].flat().filter((rule) => !added(rule));
    (field as Field).validator = [
      ...(demands.required ? [mark({ required: true })] : []),
      ...own,
      ...demands.rules.map(mark),
    ] as Field['validator'];
    if (first || field.selfErrors.length === 0) return;
    // validate() runs the rules the field has now, and leaves the message of a rule it no longer
    // has: clear the messages, then let its rules say again what fails (the field shows it; the
    // rejection says the same).
    field.setFeedback({ type: 'error', messages: [] });
    field.validate().catch(() => undefined);
  };
}

/**
 * The form schema without its conditional rules, each field a branch names carrying the reaction
 * that applies them (after its own x-reactions).
 */
export function withConditionalRules(schema: ISchema): ISchema {
  const rules = conditionalRules(schema as Record<string, unknown>).map(([rule]) => rule);
  if (rules.length === 0) return schema;
  const named = new Set(
    rules.flatMap((rule) =>
      [rule.then, rule.else].flatMap((branch) => [
        ...(branch?.required ?? []),
        ...Object.keys(branch?.properties ?? {}),
      ]),
    ),
  );
  const node = { ...schema } as Record<string, unknown>;
  for (const key of ['if', 'then', 'else', 'allOf']) delete node[key];
  node.properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, child]) => {
      if (!named.has(name)) return [name, child];
      const reactions = [(child as ISchema)['x-reactions'] ?? []].flat();
      return [name, { ...(child as ISchema), 'x-reactions': [...reactions, demandsReaction(rules, name)] }];
    }),
  );
  return node as ISchema;
}
