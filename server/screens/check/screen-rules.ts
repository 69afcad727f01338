// The checks of one screen file that need nothing but the file: the meta-schema (strict: unknown
// keywords and wrong types are errors), its id, every pattern compiling as ajv compiles it, rules
// the server could not enforce (conditional rules included), and ajv compiling the request bodies.
// The registry runs it at start and on every re-read, `schemas:check` runs it first; errors are
// { path, message } so an editor can list them against the file.
import { conditionalRules, type Branch, type Condition } from '../../../schemas/wire/form-conditions';
import { bodySchema, submittedFields } from '../form-body';
import { metaSchemaErrors, type CheckError } from '../meta-validator';
import { isDocument, isStandardScreen, type AnyScreen, type FormNode } from '../types';
import { screenAjv } from '../../lib/validation';

/** A property name as one token of a JSON pointer (RFC 6901). */
export const pointerToken = (name: string): string => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every form node of a screen with its JSON pointer. */
export function* formNodes(node: FormNode | undefined, at: string): Generator<[FormNode, string]> {
  if (!node) return;
  yield [node, at];
  for (const [name, child] of Object.entries(node.properties ?? {}))
    yield* formNodes(child, `${at}/properties/${pointerToken(name)}`);
  if (node.items) yield* formNodes(node.items, `${at}/items`);
}

export function screenForms(screen: AnyScreen): [FormNode | undefined, string][] {
  if (isDocument(screen)) return screen.sections.map((section, index) => [section.form, `/sections/${index}/form`]);
  return [
    [screen.form, '/form'],
    [screen.search, '/search'],
    [screen.detail, '/detail'],
  ];
}

/** ajv compiles `pattern` with the u flag; a pattern that does not compile would 500 every request. */
function patternError(pattern: unknown, at: string): CheckError[] {
  if (typeof pattern !== 'string') return [];
  try {
    new RegExp(pattern, 'u');
    return [];
  } catch (error) {
    const detail = (error as Error).message;
    return [
      { path: at, message: `pattern does not compile (${detail})`, key: 'screen.badPattern', params: { detail } },
    ];
  }
}

function nodeErrors(node: FormNode, at: string): CheckError[] {
  const errors = patternError(node.pattern, `${at}/pattern`);
  const rules = node['x-validator'] === undefined ? [] : [node['x-validator']].flat();
  rules.forEach((rule, index) => {
    const where = Array.isArray(node['x-validator']) ? `${at}/x-validator/${index}` : `${at}/x-validator`;
    if (rule === null || typeof rule !== 'object') return;
    const { pattern, equalTo, required } = rule as { pattern?: unknown; equalTo?: unknown; required?: unknown };
    errors.push(...patternError(pattern, `${where}/pattern`));
    // The server has no rule comparing two fields, and takes `required` from the object's list:
    // only a field it never receives may use these browser-only rules.
    for (const [key, value] of [
      ['equalTo', equalTo],
      ['required', required],
    ] as const)
      if (value !== undefined && node['x-submit'] !== false)
        errors.push({
          path: `${where}/${key}`,
          message: `${key} is checked only in the browser: use it on an "x-submit": false field`,
          key: 'screen.browserOnly',
          params: { rule: key },
        });
  });
  return errors;
}

function bodyErrors(screen: AnyScreen): CheckError[] {
  if (!isStandardScreen(screen) || !screen.form) return [];
  for (const mode of ['create', 'update'] as const) {
    try {
      screenAjv.compile(bodySchema(screen, mode));
    } catch (error) {
      const detail = (error as Error).message;
      return [
        {
          path: '/form',
          message: `the ${mode} request body does not compile (${detail})`,
          key: 'screen.bodyCompile',
          params: { mode, detail },
        },
      ];
    }
  }
  return [];
}

/** `x-search-fields` belongs on a search field and names columns of the list. */
function searchFieldsErrors(screen: AnyScreen): CheckError[] {
  if (isDocument(screen)) return [];
  const searchFields = Object.values(screen.search?.properties ?? {});
  const columns = new Set(screen.columns.map((column) => column.key));
  const errors: CheckError[] = [];
  for (const [form, at] of screenForms(screen))
    for (const [node, where] of formNodes(form, at)) {
      const named = node['x-search-fields'] as string[] | undefined;
      if (named === undefined) continue;
      if (!searchFields.includes(node))
        errors.push({
          path: `${where}/x-search-fields`,
          message: 'x-search-fields is for a search field only',
          key: 'screen.searchFieldsPlace',
        });
      else
        named.forEach((column, index) => {
          if (!columns.has(column))
            errors.push({
              path: `${where}/x-search-fields/${index}`,
              message: `"${column}" is not a column of the list`,
              key: 'screen.searchFieldsColumn',
              params: { column },
            });
        });
    }
  return errors;
}

/**
 * The field types a branch's value keyword may be given to: Formily measures a number's minLength
 * as the number itself and a text's minimum as its length, where ajv skips a keyword of another
 * type, so anywhere else the two sides would disagree.
 */
const BRANCH_KEYWORD_TYPES: Record<string, string[]> = {
  pattern: ['string'],
  minLength: ['string'],
  maxLength: ['string'],
  minimum: ['number', 'integer'],
  maximum: ['number', 'integer'],
};

/** Each field a condition or a branch names, with its path and, from `properties`, what it asks of it. */
function* namedFields(part: Condition | Branch, at: string): Generator<[string, string, object | undefined]> {
  for (const [index, name] of (part.required ?? []).entries()) yield [name, `${at}/required/${index}`, undefined];
  for (const [name, rules] of Object.entries(part.properties ?? {}))
    yield [name, `${at}/properties/${pointerToken(name)}`, rules];
}

/**
 * Conditional rules (the form's if/then/else and allOf, whose shape the meta-schema holds) name
 * fields the server reads in a body on the standard create and update calls, and give them
 * keywords both sides read alike.
 */
function conditionalErrors(screen: AnyScreen): CheckError[] {
  if (isDocument(screen)) return [];
  const rules = conditionalRules(screen.form);
  if (!isStandardScreen(screen))
    return rules.map(([, where]) => ({
      path: `/form${where || '/if'}`,
      message:
        'conditional rules hold on the standard create and update calls only: this screen declares its own calls',
      key: 'screen.conditionalCalls',
    }));
  const fields = new Map(submittedFields(screen));
  const errors: CheckError[] = [];
  const fieldError = (name: string, path: string): CheckError | undefined => {
    const field = fields.get(name);
    if (!field)
      return {
        path,
        message: `"${name}" is not a submitted field of the form`,
        key: 'screen.conditionalField',
        params: { field: name },
      };
    // A PUT may leave a secret out to keep it, and the edit form never holds it.
    if (field['x-secret'] === true)
      return {
        path,
        message: `"${name}" is write-only ("x-secret"): a conditional rule cannot use it`,
        key: 'screen.conditionalSecret',
        params: { field: name },
      };
  };
  for (const [rule, where] of rules) {
    const at = `/form${where}`;
    const parts: [Condition | Branch | undefined, string][] = [
      [rule.if, `${at}/if`],
      [rule.then, `${at}/then`],
      [rule.else, `${at}/else`],
    ];
    for (const [part, partAt] of parts) {
      if (!part) continue;
      for (const [name, path, asked] of namedFields(part, partAt)) {
        const error = fieldError(name, path);
        if (error) {
          errors.push(error);
          continue;
        }
        if (part === rule.if || !asked) continue;
        const type = String(fields.get(name)!.type);
        for (const [keyword, value] of Object.entries(asked)) {
          const types = BRANCH_KEYWORD_TYPES[keyword];
          if (types && !types.includes(type))
            errors.push({
              path: `${path}/${keyword}`,
              message: `${keyword} applies to ${types.join(' or ')} fields only`,
              key: 'screen.conditionalType',
              params: { keyword, types: types.join(' / ') },
            });
          else if (keyword === 'pattern') errors.push(...patternError(value, `${path}/pattern`));
        }
      }
    }
  }
  return errors;
}

/** Everything wrong with one screen file (parsed JSON) whose id must be `id`. */
export function screenFileErrors(id: string, screen: unknown): CheckError[] {
  const errors = metaSchemaErrors(screen);
  if ((screen as AnyScreen | null)?.id !== id)
    errors.push({
      path: '/id',
      message: `must be "${id}" (the file's path)`,
      key: 'screen.idMismatch',
      params: { id },
    });
  if (errors.length > 0) return errors;
  const valid = screen as AnyScreen;
  for (const [form, at] of screenForms(valid))
    for (const [node, where] of formNodes(form, at)) errors.push(...nodeErrors(node, where));
  errors.push(...searchFieldsErrors(valid), ...conditionalErrors(valid));
  if (errors.length > 0) return errors;
  return bodyErrors(valid);
}
