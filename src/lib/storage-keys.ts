// Every key this app keeps in localStorage / sessionStorage, in one place (spec §9).
export const storageKeys = {
  /** The login token: localStorage when "remember me" was ticked, otherwise sessionStorage. */
  accessToken: 'access_token',
  /** The interface language (zh_CN | zh_TW | en). */
  language: 'language',
  /** Theme settings of the layout shell. */
  theme: 'theme',
  /** The language of the site being edited, sent as the Language-Source header. */
  siteLanguage: 'site_language',
  /** The id of the site being edited, sent as the Site-Id header. */
  siteId: 'site_id',
  /** sessionStorage: the export job running per screen id (JSON), so a reload keeps its progress bar. */
  exportJobs: 'export_jobs',
  /** sessionStorage: while the platform's operator acts as a tenant, that tenant's name and end and
   * the operator's own token to return to (JSON; src/stores/act-as.ts). */
  actAs: 'act_as',
} as const;
