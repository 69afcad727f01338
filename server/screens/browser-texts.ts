// The browser's texts (src/locales, read as the browser merges them) in a caller's language, for
// what the server writes in the words of the screen: field titles in messages, cells in exports.
// Read once per language.
import { fileURLToPath } from 'node:url';
import type { Language } from '../i18n/index';
import { loadTranslations } from './check/locales';

const localesDir = fileURLToPath(new URL('../../src/locales', import.meta.url));
const trees = new Map<Language, Record<string, unknown>>();

/** The text at `key` in `language`; the key itself when there is none, as i18next shows it. */
export function browserText(language: Language, key: string): string {
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
