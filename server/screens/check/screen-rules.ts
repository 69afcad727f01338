// The checks of one screen file that need nothing but the file: the meta-schema (strict: unknown
// keywords and wrong types are errors), its id, every pattern compiling as ajv compiles it, rules
// the server could not enforce, and ajv compiling the request bodies. The registry runs it at start
// and on every re-read, `schemas:check` runs it first; errors are { path, message } so an editor can
// list them against the file.
import { bodySchema } from '../form-body';
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
  errors.push(...searchFieldsErrors(valid));
  if (errors.length > 0) return errors;
  return bodyErrors(valid);
}
