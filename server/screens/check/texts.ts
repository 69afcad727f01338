// The texts of a screen: every i18n key it names (titles and descriptions of the screen, its
// columns and form nodes, tag labels, enum option labels, validator messages, link and section
// titles), each with the JSON pointer naming it, and the check that each has a text in all three
// languages, in the app's locales (src/locales) or in the screen's own `texts`. `schemas:check`
// runs it on the files with their locales, the studio on every version it writes.
import { SCREEN_TEXT_LANGUAGES, screenTextPrefix, type ScreenTextLanguage } from '../../../schemas/wire/screen-schema';
import type { CheckError } from '../meta-validator';
import { isDocument, type AnyScreen, type FormNode } from '../types';
import { formNodes, pointerToken, screenForms } from './screen-rules';

/** Whether the app's locales have a text at `key` in `language`. */
export type AppTexts = (language: ScreenTextLanguage, key: string) => boolean;

/** An i18n key and the JSON pointer of the place naming it. */
type Named = [key: string, path: string];

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object';

function nodeKeys(node: FormNode, at: string): Named[] {
  const found: Named[] = [];
  for (const field of ['title', 'description'] as const) {
    const key = node[field];
    if (typeof key === 'string') found.push([key, `${at}/${field}`]);
  }
  if (Array.isArray(node.enum))
    (node.enum as unknown[]).forEach((item, index) => {
      if (isObject(item) && typeof item.label === 'string') found.push([item.label, `${at}/enum/${index}/label`]);
    });
  const validator = node['x-validator'];
  const rules: [unknown, string][] = Array.isArray(validator)
    ? validator.map((rule, index) => [rule, `${at}/x-validator/${index}`])
    : [[validator, `${at}/x-validator`]];
  for (const [rule, where] of rules)
    if (isObject(rule) && typeof rule.message === 'string') found.push([rule.message, `${where}/message`]);
  return found;
}

/** Titles of route links (the toolbar's `links`, a `route` cell's props.links). */
function linkKeys(links: unknown, at: string): Named[] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((link: unknown, index): Named[] =>
    isObject(link) && typeof link.title === 'string' ? [[link.title, `${at}/${index}/title`]] : [],
  );
}

/** Every i18n key the screen names, each with where it is named. */
export function namedTextKeys(screen: AnyScreen): Named[] {
  const found: Named[] = [[screen.title, '/title']];
  if (isDocument(screen))
    screen.sections.forEach((section, index) => {
      const at = `/sections/${index}`;
      found.push([section.title, `${at}/title`]);
      (section.calls ?? []).forEach((call, callIndex) => {
        found.push([call.title, `${at}/calls/${callIndex}/title`]);
        if (call.confirm) found.push([call.confirm, `${at}/calls/${callIndex}/confirm`]);
      });
    });
  else {
    screen.columns.forEach((column, index) => {
      const at = `/columns/${index}`;
      found.push([column.title, `${at}/title`]);
      const labels = column.props?.labels;
      if (isObject(labels))
        for (const [value, label] of Object.entries(labels))
          if (typeof label === 'string') found.push([label, `${at}/props/labels/${pointerToken(value)}`]);
      found.push(...linkKeys(column.props?.links, `${at}/props/links`));
    });
    found.push(...linkKeys(screen.links, '/links'));
  }
  for (const [form, at] of screenForms(screen))
    for (const [node, where] of formNodes(form, at)) found.push(...nodeKeys(node, where));
  return found;
}

/**
 * The screen's own texts: each key starts with the screen's id (so no two screens and no app text
 * share a key once the browser merges them into one namespace) and has a text in every language.
 */
function ownTextErrors(screen: AnyScreen, appHas: AppTexts): CheckError[] {
  const own = screen.texts;
  if (!own) return [];
  const prefix = screenTextPrefix(screen.id);
  const keys = new Set(SCREEN_TEXT_LANGUAGES.flatMap((language) => Object.keys(own[language])));
  const errors: CheckError[] = [];
  for (const key of keys) {
    const at = SCREEN_TEXT_LANGUAGES.find((language) => key in own[language])!;
    const path = `/texts/${at}/${pointerToken(key)}`;
    if (!key.startsWith(prefix))
      errors.push({
        path,
        message: `a text key of this screen must start with "${prefix}"`,
        key: 'screen.textPrefix',
        params: { prefix },
      });
    else if (SCREEN_TEXT_LANGUAGES.some((language) => appHas(language, key)))
      errors.push({ path, message: 'is already a text of the app', key: 'screen.textTaken' });
    for (const language of SCREEN_TEXT_LANGUAGES.filter((each) => !(key in own[each])))
      errors.push({
        path: `/texts/${language}`,
        message: `"${key}" has no text in ${language}`,
        key: 'screen.textMissing',
        params: { key, language },
      });
  }
  return errors;
}

/** Every text problem of a screen: its own texts, then each key it names that has no text somewhere. */
export function screenTextErrors(screen: AnyScreen, appHas: AppTexts): CheckError[] {
  const own = screen.texts;
  const ownKey = (key: string) => SCREEN_TEXT_LANGUAGES.some((language) => own?.[language][key] !== undefined);
  const errors = ownTextErrors(screen, appHas);
  for (const [key, path] of namedTextKeys(screen)) {
    // A key of the screen's own texts missing a language is named once, under /texts.
    if (ownKey(key)) continue;
    const missing = SCREEN_TEXT_LANGUAGES.filter((language) => !appHas(language, key));
    if (missing.length > 0)
      errors.push({
        path,
        message: `i18n key "${key}" is missing in ${missing.join(', ')}`,
        key: 'screen.textUnknown',
        params: { key, languages: missing.join(', ') },
      });
  }
  return errors;
}
