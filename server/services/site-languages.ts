// The languages a site can have, by code, with their own names (the language setting of spec §3:
// name, language). The header shows "<site> · <name>".
export const SITE_LANGUAGES: Readonly<Record<string, string>> = {
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  ru: 'Русский',
  pt: 'Português',
  ar: 'العربية',
};

export const languageName = (code: string) => SITE_LANGUAGES[code] ?? code;
