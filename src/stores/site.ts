// The site being edited (spec §3 site/language option) and its language. The options are the
// domain list (GET news/domains/list?initStatus=Y: one per language of each initialised site,
// loaded by site-options.ts); the chosen site's id and language are sent as the Site-Id and Language-Source headers.
import { proxy } from 'valtio';
import { storageKeys } from '../lib/storage-keys';

export interface SiteOption {
  id: number;
  language: string;
  name: string;
  color: string;
}

export interface SiteState {
  siteId: number | null;
  language: string | null;
  sites: SiteOption[];
  /** False until the options first arrived: no options then means no site to edit yet. */
  sitesLoaded: boolean;
}

export const siteStore = proxy<SiteState>({
  siteId: Number(localStorage.getItem(storageKeys.siteId)) || null,
  language: localStorage.getItem(storageKeys.siteLanguage),
  sites: [],
  sitesLoaded: false,
});

/** The chosen site, or the first one when none was chosen yet (the server falls back the same way). */
export function currentSite({
  siteId,
  language,
  sites,
}: {
  siteId: number | null;
  language: string | null;
  sites: readonly Readonly<SiteOption>[];
}): Readonly<SiteOption> | undefined {
  return sites.find((site) => site.id === siteId && site.language === language) ?? sites[0];
}

export function selectSite(option: SiteOption): void {
  localStorage.setItem(storageKeys.siteId, String(option.id));
  localStorage.setItem(storageKeys.siteLanguage, option.language);
  siteStore.siteId = option.id;
  siteStore.language = option.language;
}
