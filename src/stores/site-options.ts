// Loads the site/language options (GET news/domains/list?initStatus=Y: one per language of each
// initialised site) into the site store: once for the header's selector and the site-scoped
// views, and again after a site is initialised, so the selector appears without a reload. Apart
// from site.ts, which the API client itself reads.
import { api } from '../lib/api-client';
import { siteStore, type SiteOption } from './site';

let loading: Promise<void> | undefined;

/** Asks the server for the options again (after a site was initialised or its languages changed). */
export function refreshSites(): Promise<void> {
  loading = api.get<{ rows: SiteOption[] }>('news/domains/list', { params: { initStatus: 'Y' } }).then(({ rows }) => {
    siteStore.sites = rows;
    siteStore.sitesLoaded = true;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The options, asked for once however many views wait for them. */
export function loadSites(): Promise<void> {
  return loading ?? refreshSites();
}
