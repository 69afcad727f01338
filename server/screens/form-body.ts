// Request bodies of schema-backed routes, checked against the screen's own `form`: the same rules
// the browser applies, so the form and the server cannot disagree. Strict like every body here:
// no coercion, no defaults, no key removal; unknown keys and `"x-submit": false` fields are 400.
import type { ValidateFunction } from 'ajv';
import { badRequest } from '../lib/http-error';
import { hashPassword } from '../lib/password';
import type { Decryptor } from '../lib/rsa';
import { conditionalRules } from '../../schemas/wire/form-conditions';
import { isNamedValidator } from '../../schemas/wire/named-validators';
import { describeValidationError, screenAjv, X_VALIDATOR, type XValidatorRule } from '../lib/validation';
import type { FormNode, Screen } from './types';

export type BodyMode = 'create' | 'update';
export type Body = Record<string, unknown>;

/** The server's form of one "x-validator" rule; none for what only guides the browser (message, trigger, equalTo on unsubmitted fields). */
function serverRules(rule: unknown): XValidatorRule[] {
  if (isNamedValidator(rule)) return [{ name: rule }];
  if (rule === null || typeof rule !== 'object') return [];
  const { format, pattern, whitespace } = rule as { format?: unknown; pattern?: unknown; whitespace?: unknown };
  const rules: XValidatorRule[] = [];
  if (isNamedValidator(format)) rules.push({ name: format });
  if (typeof pattern === 'string') rules.push({ pattern });
  // Formily's whitespace rule: a text of spaces only is empty.
  if (whitespace === true) rules.push({ pattern: '^(?!\\s+$)' });
  return rules;
}

/** A Formily node as plain JSON Schema: x-* keys dropped ("x-validator" kept as the server's own keyword), `{ label, value }` enum items as values. */
function plain(node: FormNode): FormNode {
  const result: FormNode = {};
  const rules = [node['x-validator'] ?? []].flat().flatMap(serverRules);
  if (rules.length > 0) result[X_VALIDATOR] = rules;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-')) continue;
    if (key === 'properties') {
      result.properties = Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([name, child]) => [name, plain(child)]),
      );
    } else if (key === 'items' && node.items) {
      result.items = plain(node.items);
    } else if (key === 'enum' && Array.isArray(value)) {
      result.enum = value.map((item: unknown) =>
        item !== null && typeof item === 'object' && 'value' in item ? item.value : item,
      );
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** The form fields a body may carry (all but `"x-submit": false`), with their nodes. */
export const submittedFields = (screen: Screen): [string, FormNode][] =>
  Object.entries(screen.form?.properties ?? {}).filter(([, field]) => field['x-submit'] !== false);

/** Password fields the browser RSA-encrypts (docs/schemas.md: Password unless `"x-encrypt": false`). */
export const encryptedFields = (screen: Screen): string[] =>
  submittedFields(screen)
    .filter(([, field]) => field['x-component'] === 'Password' && field['x-encrypt'] !== false)
    .map(([name]) => name);

/**
 * Write-only fields (`"x-secret": true`: API keys, private keys): never in answers, and a PUT that
 * omits one or sends it empty keeps the stored value, so they are not required on update.
 */
export const secretFields = (screen: Screen): string[] =>
  submittedFields(screen)
    .filter(([, field]) => field['x-secret'] === true)
    .map(([name]) => name);

/**
 * The JSON Schema a POST (create) or PUT (update, which also carries the row key) body must meet.
 * An update sends the whole row like a create, so the form's conditional rules hold on both as
 * written (the check keeps secrets, which an update may leave out, out of them).
 */
export function bodySchema(screen: Screen, mode: BodyMode): FormNode {
  const fields = submittedFields(screen);
  const names = new Set(fields.map(([name]) => name));
  const properties = Object.fromEntries(fields.map(([name, field]) => [name, plain(field)]));
  const rowKey = screen.rowKey ?? 'id';
  const kept = mode === 'update' ? new Set(secretFields(screen)) : new Set<string>();
  const required = (screen.form?.required ?? []).filter((name) => names.has(name) && !kept.has(name));
  if (mode === 'update') {
    properties[rowKey] = { type: 'integer', minimum: 1 };
    required.push(rowKey);
  }
  const conditions = conditionalRules(screen.form).map(([rule]) => rule);
  return {
    type: 'object',
    additionalProperties: false,
    required,
    properties,
    ...(conditions.length > 0 && { allOf: conditions }),
  };
}

// The registry hands out the same Screen object until its file changes, so this cache follows edits.
const compiled = new WeakMap<Screen, Partial<Record<BodyMode, ValidateFunction>>>();

function validator(screen: Screen, mode: BodyMode): ValidateFunction {
  const forScreen = compiled.get(screen) ?? {};
  compiled.set(screen, forScreen);
  return (forScreen[mode] ??= screenAjv.compile(bodySchema(screen, mode)));
}

const isObject = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Decrypts the password fields (so their length rules apply to what the user typed), validates
 * the body, then replaces each password by its hash. Throws a 400 naming the first bad field.
 */
export async function readScreenBody(
  screen: Screen,
  mode: BodyMode,
  input: unknown,
  decrypt: Decryptor,
): Promise<Body> {
  if (!isObject(input)) throw badRequest('validation.bodyObject');
  const body = { ...input };
  if (mode === 'update') for (const name of secretFields(screen)) if (body[name] === '') delete body[name];
  const secrets = encryptedFields(screen).filter((name) => typeof body[name] === 'string' && body[name] !== '');
  for (const name of secrets) {
    const clear = decrypt(body[name] as string);
    if (clear === null) throw badRequest('auth.passwordUndecryptable');
    body[name] = clear;
  }
  const validate = validator(screen, mode);
  if (!validate(body)) {
    // Past the error inside a failed conditional rule (required, pattern, length), ajv can add one
    // for its `if` ("must match "then" schema", with allErrors) that names no field: answer the former.
    const errors = validate.errors!;
    const { key, params } = describeValidationError(errors.find((e) => e.keyword !== 'if') ?? errors[0]!, 'body');
    throw badRequest(key, params);
  }
  for (const name of secrets) body[name] = await hashPassword(body[name] as string);
  return body;
}
