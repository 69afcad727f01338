// The browser's texts in a caller's language, for what the server writes in the words of the
// screen (field titles in messages, cells in exports): the screen's own `texts` first, then the
// app's locales (src/locales, read as the browser merges them, once per language).
import { fileURLToPath } from 'node:url';
import type { Language } from '../i18n/index';
import { hasText, loadTranslations, textAt } from './check/locales';
import type { ScreenTextLanguage, ScreenTexts } from '../../schemas/wire/screen-schema';

const localesDir = fileURLToPath(new URL('../../src/locales', import.meta.url));
const trees = new Map<Language, Record<string, unknown>>();

function appTree(language: Language): Record<string, unknown> {
  let tree = trees.get(language);
  if (!tree) trees.set(language, (tree = loadTranslations(localesDir, language)));
  return tree;
}

/** Whether the app's locales have a text at `key` in `language` (the studio's text check). */
export const appHasText = (language: Language, key: string): boolean => hasText(appTree(language), key);

/** The text of `key` in `language` as the screen shows it; the key itself when there is none, as i18next shows it. */
export function screenText(screen: { texts?: ScreenTexts }, language: Language): (key: string) => string {
  return (key) => screen.texts?.[language][key] ?? textAt(appTree(language), key) ?? key;
}

/** Each key of the screens' own texts with its text in every language (menu titles, menu-tree route). */
export function ownTextsByKey(screens: { texts?: ScreenTexts }[]): Map<string, Record<ScreenTextLanguage, string>> {
  const byKey = new Map<string, Record<ScreenTextLanguage, string>>();
  for (const { texts } of screens) {
    if (!texts) continue;
    for (const key of Object.keys(texts.zh_CN))
      byKey.set(key, { zh_CN: texts.zh_CN[key]!, zh_TW: texts.zh_TW[key] ?? key, en: texts.en[key] ?? key });
  }
  return byKey;
}
