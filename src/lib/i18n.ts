// i18next set up once for the whole app: three interface languages, the choice kept in
// localStorage, dayjs following along. antd's locale follows in app/provider.tsx (followLanguage).
import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  document.documentElement.lang = htmlLangs[language];
}

// Every src/locales/<lng>/<file>.json is deep-merged into the one default namespace, so a key is
// the same string everywhere (`menu.system.user` from the server's menu tree, `auth.login.title`…)
// and other teams can add a file (menu.json) without touching this module.
// Only the default language's boot files (what the login and error pages say) are bundled, as the
// fallback for any missing key there; the rest of a language arrives when the app needs it
// (loadAllTranslations, before any page beyond login), so /login stays within its size budget.
// (import.meta.glob takes literal patterns only, hence the list written twice.)
const bundledFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/zh_CN/{common,auth,errors,request,pages}.json'],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/zh_CN/{common,auth,errors,request,pages}.json'],
  { import: 'default' },
);

const languageOf = (file: string) => file.split('/').at(-2);
const fileName = (file: string) => file.split('/').at(-1);
const bootFiles = new Set(Object.keys(bundledFiles).map(fileName));
const isBootFile = (file: string) => bootFiles.has(fileName(file));

function addTranslations(language: UiLanguage, translations: Record<string, unknown>): void {
  i18n.addResourceBundle(language, 'translation', translations, true, true);
}

const loading = new Map<string, Promise<void>>();
/** Once the app needs more than the boot files, every language it loads comes complete. */
let completeLanguages = false;

function loadTranslations(language: UiLanguage): Promise<void> {
  const files = Object.entries(lazyFiles).filter(
    ([file]) => languageOf(file) === language && (completeLanguages || isBootFile(file)),
  );
  return Promise.all(
    files.map(([file, load]) => {
      let loaded = loading.get(file);
      if (!loaded) {
        loaded = load().then((translations) => addTranslations(language, translations));
        loading.set(file, loaded);
        // A file that failed is asked for again next time.
        loaded.catch(() => loading.delete(file));
      }
      return loaded;
    }),
  ).then(() => undefined);
}

// dayjs only matters on pages that show dates, none of them before login: it arrives with the
// full texts and follows every switch after that.
const dayjsLocaleModules: Partial<Record<UiLanguage, () => Promise<unknown>>> = {
  zh_CN: () => import('dayjs/locale/zh-cn'),
  zh_TW: () => import('dayjs/locale/zh-tw'),
};

async function applyDayjsLocale(language: UiLanguage): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocaleModules[language]?.()]);
  // A later switch may have overtaken this one while it loaded.
  if (language === currentLanguage()) dayjs.locale(dayjsLocales[language]);
}

/** What follows the language besides its texts (antd's locale): loaded before a switch shows. */
type LanguageCompanion = (language: UiLanguage) => Promise<void>;
const companions: LanguageCompanion[] = [];

export function followLanguage(companion: LanguageCompanion): void {
  companions.push(companion);
}

/**
 * A screen's own labels (its `texts`, made in the studio: no locale file), added as the screen
 * arrives. Their keys start with the screen's id, so they never overwrite another screen's or the
 * app's texts (the server's check refuses any other key).
 */
export function addScreenTexts(texts: Partial<Record<UiLanguage, Record<string, string>>>): void {
  for (const language of uiLanguages) {
    const table = texts[language];
    if (table) i18n.addResources(language, 'translation', table);
  }
}

/** One key's text in each language, as a screen's own title comes with a menu item or the studio's list. */
export function addTitleTexts(key: string, texts: Record<UiLanguage, string>): void {
  addScreenTexts(Object.fromEntries(uiLanguages.map((language) => [language, { [key]: texts[language] }])));
}

/** Every text of the current language and of the fallback: awaited before any page beyond login. */
export function loadAllTranslations(): Promise<void> {
  completeLanguages = true;
  const language = currentLanguage();
  return Promise.all([loadTranslations(defaultLanguage), loadTranslations(language), applyDayjsLocale(language)]).then(
    () => undefined,
  );
}

/**
 * The texts of a content language (a page being decorated), loaded if need be: one of the three
 * interface languages, else English.
 */
export async function textsOf(language: string): Promise<TFunction> {
  const chosen: UiLanguage = isUiLanguage(language) ? language : 'en';
  await loadTranslations(chosen);
  return i18n.getFixedT(chosen);
}

/**
 * An i18next instance fixed on `language`, its texts loaded: it shares the app's texts but leaves
 * the app's language and its stored choice alone (the visitor chat widget speaks its visitor's
 * language, not that of an admin using the same browser).
 */
export async function fixedLanguageTexts(language: UiLanguage): Promise<typeof i18n> {
  await loadTranslations(language);
  return i18n.cloneInstance({ lng: language });
}

export async function changeLanguage(language: UiLanguage): Promise<void> {
  await Promise.all([loadTranslations(language), ...companions.map((companion) => companion(language))]);
  await i18n.changeLanguage(language);
  if (completeLanguages) await applyDayjsLocale(language);
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
 * Settles once the stored language's boot texts are loaded; the app renders after it. Should they
 * fail to load, the app still starts, in the default language whose boot texts are bundled.
 */
export const i18nReady: Promise<void> = loadTranslations(currentLanguage()).catch((error: unknown) => {
  console.error('Translations could not be loaded; showing the default language.', error);
});

export default i18n;
