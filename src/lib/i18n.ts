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

function applyLanguage(language: string): void {
  if (!isUiLanguage(language)) return;
  localStorage.setItem(storageKeys.language, language);
  dayjs.locale(dayjsLocales[language]);
  document.documentElement.lang = htmlLangs[language];
}

// Every src/locales/<lng>/<file>.json is deep-merged into the one default namespace, so a key is
// the same string everywhere (`menu.system.user` from the server's menu tree, `auth.login.title`…)
// and other teams can add a file (menu.json) without touching this module. The default language
// is bundled, as the fallback for any missing key; the others arrive when chosen.
const bundledFiles = import.meta.glob<Record<string, unknown>>('../locales/zh_CN/*.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/zh_CN/*.json'], {
  import: 'default',
});

const languageOf = (file: string) => file.split('/').at(-2);

function addTranslations(language: UiLanguage, translations: Record<string, unknown>): void {
  i18n.addResourceBundle(language, 'translation', translations, true, true);
}

const loadedLanguages = new Set<UiLanguage>([defaultLanguage]);

async function loadTranslations(language: UiLanguage): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const files = Object.entries(lazyFiles).filter(([file]) => languageOf(file) === language);
  const bundles = await Promise.all(files.map(([, load]) => load()));
  bundles.forEach((translations) => addTranslations(language, translations));
  loadedLanguages.add(language);
}

export async function changeLanguage(language: UiLanguage): Promise<void> {
  await loadTranslations(language);
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: uiLanguages,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

Object.values(bundledFiles).forEach((translations) => addTranslations(defaultLanguage, translations));

i18n.on('languageChanged', applyLanguage);
applyLanguage(i18n.language);

/**
 * Settles once the stored language's texts are loaded; the app renders after it. Should they fail
 * to load, the app still starts, in the default language that is always bundled.
 */
export const i18nReady: Promise<void> = loadTranslations(currentLanguage()).catch((error: unknown) => {
  console.error('Translations could not be loaded; showing the default language.', error);
});

export default i18n;
