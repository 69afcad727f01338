// Which site and language a content call acts on. The browser sends the chosen site's id in
// `Site-Id` and its language in `Language-Source` (docs/api.md "Sites and content"); without a
// choice the tenant's first initialised site and its first language apply, as the header shows.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';
import type { SiteScope } from '../repositories/scoped-table';
import type { DomainRow } from '../repositories/domains';
import type { Repositories } from '../repositories/index';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

async function chosenSite(repos: Repositories, tenantId: number, siteHeader: string): Promise<DomainRow> {
  if (/^[1-9]\d{0,9}$/.test(siteHeader)) {
    const site = await repos.domains.get(tenantId, Number(siteHeader));
    if (site) return site;
  }
  // A stale or foreign id falls back like no choice: the header shows that site too.
  const [first] = await repos.domains.initialised(tenantId);
  if (!first) throw badRequest('news.noSite');
  return first;
}

/** The caller's tenant (from its session), the site its `Site-Id` header chose and the language of its `Language-Source`. */
export async function siteScopeOf(
  repos: Repositories,
  tenantId: number,
  request: FastifyRequest,
): Promise<SiteScope & { site: DomainRow }> {
  const site = await chosenSite(repos, tenantId, header(request, 'site-id'));
  const wanted = header(request, 'language-source');
  const language = site.languages.find((item) => item.language === wanted)?.language ?? site.languages[0]?.language;
  if (!language) throw badRequest('news.siteLanguage', { language: wanted });
  return { tenantId, siteId: site.id, language, site };
}
