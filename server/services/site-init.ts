// Language initialisation (spec §2 /news/language, GET news/domains/initData/{id}): every
// language of the site gets the default navigation, one item per content type of /news/navinfo.
import { NAV_TYPES } from '../db/schema-news';
import type { DomainRow } from '../repositories/domains';
import { translate, type Language } from '../i18n/index';
import type { NavItemSeed } from '../repositories/content';
import type { Repositories } from '../repositories/index';

/** The default navigation of one language, named in it (English for a language without a catalogue). */
const defaultsIn = (language: string): NavItemSeed[] => {
  const named: Language = (['zh_CN', 'zh_TW', 'en'] as const).find((known) => known === language) ?? 'en';
  return NAV_TYPES.map((navType, sort) => ({
    navType,
    navUrl: navType.toLowerCase(),
    navName: translate(named, `news.navType.${navType}`),
    sort,
  }));
};

export async function initialiseSite(repos: Repositories, site: DomainRow, language?: string): Promise<void> {
  const languages = site.languages.filter((item) => language === undefined || item.language === language);
  await repos.transaction(async (tx) => {
    for (const item of languages)
      await tx.content.navItems.ensure(
        { tenantId: site.tenantId, siteId: site.id, language: item.language },
        defaultsIn(item.language),
      );
    await tx.domains.markInitialised(site.tenantId, site.id);
  });
}
