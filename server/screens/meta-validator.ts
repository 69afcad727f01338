// Validates a screen file against schemas/_meta/screen.schema.json (generated from the renderer's
// registries), so the server never serves or obeys a screen the browser could not render.
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject } from 'ajv';
import type { MessageKey, MessageParams } from '../i18n/index';

export const metaSchemaPath = new URL('../../schemas/_meta/screen.schema.json', import.meta.url);

/** One problem of a screen file: a JSON pointer into the file and what is wrong there. */
export interface CheckError {
  path: string;
  message: string;
  /** The message as an i18n key of server/i18n, for answers in the caller's language (the studio). */
  key: MessageKey;
  params?: MessageParams;
}

// strict: false because the meta-schema describes Formily nodes whose x-* keys ajv does not know.
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(JSON.parse(readFileSync(metaSchemaPath, 'utf8')) as object);

/** Ajv's errors for one screen, each at its path (`/columns/0/cell`: must be equal to one of …). */
export function metaSchemaErrors(screen: unknown): CheckError[] {
  if (validate(screen)) return [];
  return (validate.errors ?? []).map(describe);
}

function describe(error: ErrorObject): CheckError {
  // A typo (`minLenght`, `x-compnent`) is named at its own path, as an editor would underline it.
  if (error.keyword === 'additionalProperties')
    return {
      path: `${error.instancePath}/${String(error.params.additionalProperty)}`,
      message: 'is not a known keyword here',
      key: 'screen.unknownKeyword',
    };
  const allowed = error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
  const message = `${error.message ?? 'is invalid'}${allowed}`;
  return { path: error.instancePath || '/', message, key: 'screen.invalid', params: { detail: message } };
}
