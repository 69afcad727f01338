// Language initialisation (spec §2 /news/language, GET news/domains/initData/{id}): every
// language of the site gets the default navigation, one item per content type of /news/navinfo.
import type { DomainRow } from '../repositories/domains';
import type { NavItemSeed } from '../repositories/content';
import type { Repositories } from '../repositories/index';

/** The content types of spec §2 under /news/navinfo, in menu order. */
export const NAV_TYPES = ['multiText', 'news', 'swipers', 'history', 'honor', 'download', 'case', 'assemble', 'exhibition'] as const;

const defaults: readonly NavItemSeed[] = NAV_TYPES.map((navType, sort) => ({ navType, navUrl: navType.toLowerCase(), navName: navType, sort }));

export async function initialiseSite(repos: Repositories, site: DomainRow, language?: string): Promise<void> {
  const languages = site.languages.filter((item) => language === undefined || item.language === language);
  await repos.transaction(async (tx) => {
    for (const item of languages) await tx.content.navItems.ensure({ tenantId: site.tenantId, siteId: site.id, language: item.language }, defaults);
    await tx.domains.markInitialised(site.tenantId, site.id);
  });
}
