// i18next set up once for the whole app: three interface languages, the choice kept in
// localStorage, dayjs following along. antd's locale follows in app/provider.tsx.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { storageKeys } from './storage-keys';

export const uiLanguages = ['zh_CN', 'zh_TW', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const defaultLanguage: UiLanguage = 'zh_CN';

const dayjsLocales: Record<UiLanguage, string> = { zh_CN: 'zh-cn', zh_TW: 'zh-tw', en: 'en' };
const htmlLangs: Record<UiLanguage, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en: 'en' };

export function isUiLanguage(value: unknown): value is UiLanguage {
  return uiLanguages.includes(value as UiLanguage);
}

function storedLanguage(): UiLanguage {
  const stored = localStorage.getItem(storageKeys.language);
  return isUiLanguage(stored) ? stored : defaultLanguage;
}

/** The interface language in force. */
export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export async function changeLanguage(language: UiLanguage): Promise<void> {
  await i18n.changeLanguage(language);
}

function applyLanguage(language: string): void {
  if (!isUiLanguage(language)) return;
  localStorage.setItem(storageKeys.language, language);
  dayjs.locale(dayjsLocales[language]);
  document.documentElement.lang = htmlLangs[language];
}

// Every src/locales/<lng>/<file>.json is deep-merged into the one default namespace, so a key is
// the same string everywhere (`menu.system.user` from the server's menu tree, `auth.login.title`…)
// and other teams can add a file (menu.json) without touching this module.
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: uiLanguages,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

for (const [file, translations] of Object.entries(localeFiles)) {
  const language = file.split('/').at(-2);
  if (isUiLanguage(language)) i18n.addResourceBundle(language, 'translation', translations, true, true);
}

i18n.on('languageChanged', applyLanguage);
applyLanguage(i18n.language);

export default i18n;
