// The languages a `languageHeader` section offers (spec: the site's content languages), and the
// one it starts in: the interface's when it is one of them.
export const DOCUMENT_LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export function startLanguage(interfaceLanguage: string): DocumentLanguage {
  const normalized = interfaceLanguage.replace('-', '_');
  return DOCUMENT_LANGUAGES.find((language) => language === normalized) ?? DOCUMENT_LANGUAGES[0];
}
