// Request validation with two Ajv instances. Bodies are checked strictly: nothing is coerced,
// defaulted or dropped, so what the handler sees is exactly what the client sent. Query strings,
// path parameters and headers are text on the wire, so those may be coerced to their schema types.
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { MessageKey, MessageParams } from '../i18n/index';
import { passesNamed, type NamedValidator } from '../../schemas/wire/named-validators';
import { isStoredUrl, isStoredUrlList, STORED_URL, STORED_URLS } from './stored-url';

function createAjv(coerce: boolean, strict = true) {
  const ajv = new Ajv({
    strict,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    removeAdditional: false,
    // One error is enough for the message, and allErrors lets crafted input cost more CPU.
    allErrors: false,
  });
  addFormats(ajv);
  ajv.addFormat(STORED_URL, { type: 'string', validate: isStoredUrl });
  ajv.addFormat(STORED_URLS, { type: 'string', validate: isStoredUrlList });
  return ajv;
}

const strict = createAjv(false);
const lenient = createAjv(true);
/** For screen forms: Formily keys ajv does not know (editable, display…) must not stop compiling. */
export const screenAjv = createAjv(false, false);

/**
 * A string's "x-validator" rules on the server: `{ name }` a named check (the browser's own table,
 * schemas/wire/named-validators.ts; empty passes), `{ pattern }` a regular expression. A keyword of
 * its own, applied after the length keywords, so a too-long value still reads "too long".
 */
export const X_VALIDATOR = 'xValidator';
export type XValidatorRule = { name: NamedValidator } | { pattern: string };

screenAjv.addKeyword({
  keyword: X_VALIDATOR,
  type: 'string',
  schemaType: 'array',
  compile(rules: XValidatorRule[]) {
    const tests = rules.map((rule) => {
      if ('name' in rule) return (value: string) => passesNamed(rule.name, value);
      const expression = new RegExp(rule.pattern, 'u');
      return (value: string) => expression.test(value);
    });
    return (value: string) => tests.every((test) => test(value));
  },
});

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : lenient).compile(schema);

export interface Described {
  key: MessageKey;
  params: MessageParams;
}

const join = (path: string, name: unknown) => [path, String(name)].filter(Boolean).join('.');

/** Turns Ajv's first error into a message key naming the field. */
export function describeValidationError(error: ErrorObject, context: string): Described {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const field = path || context;
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required', params: { field: join(path, error.params.missingProperty) } };
    case 'additionalProperties':
      return { key: 'validation.unknownField', params: { field: join(path, error.params.additionalProperty) } };
    case 'type':
      if (!path && context === 'body') return { key: 'validation.bodyObject', params: {} };
      return { key: 'validation.type', params: { field, type: String(error.params.type) } };
    case 'minLength':
      return error.params.limit === 1
        ? { key: 'validation.empty', params: { field } }
        : { key: 'validation.tooShort', params: { field, limit: Number(error.params.limit) } };
    case 'maxLength':
      return { key: 'validation.tooLong', params: { field, limit: Number(error.params.limit) } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.tooSmall', params: { field, limit: Number(error.params.limit) } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.tooLarge', params: { field, limit: Number(error.params.limit) } };
    case 'format':
      if (error.params.format === STORED_URL || error.params.format === STORED_URLS)
        return { key: 'validation.url', params: { field } };
      return { key: 'validation.invalid', params: { field } };
    default:
      return { key: 'validation.invalid', params: { field } };
  }
}
