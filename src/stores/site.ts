// The site being edited (spec §3 site/language option) and its language, sent as the
// Language-Source header. Until the sites issue lands the options are placeholder data.
import { proxy } from 'valtio';
import { storageKeys } from '../lib/storage-keys';

export interface SiteOption {
  language: string;
  name: string;
  color: string;
}

/** Placeholder sites; the sites issue replaces them with the domain list (initStatus=Y). */
export const placeholderSites: readonly SiteOption[] = [
  { language: 'zh_CN', name: '中文站', color: '#1677ff' },
  { language: 'en', name: 'English', color: '#2f54eb' },
  { language: 'zh_TW', name: '繁體站', color: '#722ed1' },
];

export const siteStore = proxy<{ language: string | null }>({
  language: localStorage.getItem(storageKeys.siteLanguage),
});

/** The chosen site, or the first one when none was chosen yet. */
export function currentSite(language: string | null, sites: readonly SiteOption[] = placeholderSites): SiteOption | undefined {
  return sites.find((site) => site.language === language) ?? sites[0];
}

export function selectSiteLanguage(language: string): void {
  localStorage.setItem(storageKeys.siteLanguage, language);
  siteStore.language = language;
}
