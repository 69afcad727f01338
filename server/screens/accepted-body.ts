// A create or update body as the server accepts it, for every way rows arrive (POST and PUT in
// handle.ts, rows of an import in import-jobs.ts): the form's schema (form-body.ts), then the
// values of dictionary-bound fields (dict-values.ts), then the rules between fields
// (field-relations.ts). One path, so an import can never store what a POST would refuse.
import type { Language } from '../i18n/index';
import type { Decryptor } from '../lib/rsa';
import type { Repositories } from '../repositories/index';
import { checkDictValues } from './dict-values';
import { checkFieldRelations } from './field-relations';
import { readScreenBody, type Body, type BodyMode } from './form-body';
import type { Screen } from './types';

export interface BodyCaller {
  repos: Repositories;
  tenantId: number;
  /** The caller's language, for the messages that name fields by their titles. */
  language: Language;
  decrypt: Decryptor;
}

export async function acceptedBody(screen: Screen, mode: BodyMode, input: unknown, caller: BodyCaller): Promise<Body> {
  const body = await readScreenBody(screen, mode, input, caller.decrypt);
  await checkDictValues(screen, body, (dict) => caller.repos.dicts.values(caller.tenantId, dict));
  checkFieldRelations(screen, body, caller.language);
  return body;
}
