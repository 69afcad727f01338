// The visitor chat widget's language: the embed code's `language` parameter (zh_CN, zh_TW, en),
// else the first of the visitor's browser languages the widget speaks, else English.
import { isUiLanguage, type UiLanguage } from '../../lib/i18n';

/** A language tag (zh-TW, zh-Hant-HK, zh-CN, en-GB, zh_TW…) as an interface language, if it is one. */
function fromTag(tag: string): UiLanguage | undefined {
  if (isUiLanguage(tag)) return tag;
  const lower = tag.toLowerCase().replace(/_/g, '-');
  if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return 'zh_TW';
  if (/^zh\b/.test(lower)) return 'zh_CN';
  if (/^en\b/.test(lower)) return 'en';
  return undefined;
}

export function visitorLanguage(requested: string | null, browserLanguages: readonly string[]): UiLanguage {
  const chosen = requested ? fromTag(requested) : undefined;
  if (chosen) return chosen;
  for (const tag of browserLanguages) {
    const language = fromTag(tag);
    if (language) return language;
  }
  return 'en';
}
