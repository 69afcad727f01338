// A form field's title in the caller's language, for server messages that name fields as the form
// shows them. The texts are the browser's own (src/locales), read once per language.
import { fileURLToPath } from 'node:url';
import type { Language } from '../i18n/index';
import { loadTranslations } from './check/locales';

const localesDir = fileURLToPath(new URL('../../src/locales', import.meta.url));
const trees = new Map<Language, Record<string, unknown>>();

export function fieldTitle(language: Language, key: string): string {
  let tree = trees.get(language);
  if (!tree) trees.set(language, (tree = loadTranslations(localesDir, language)));
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
  return typeof text === 'string' ? text : key;
}
