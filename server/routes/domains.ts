// /news/domains (spec §7): the sites of the tenant as a schema screen (schemas/news/domains.json),
// the header's site/language options, language initialisation, and the calls with effects on the
// site's storage folder (generate, removecache, generateRobot).
import type { FastifyPluginAsync } from 'fastify';
import type { SiteLanguage } from '../db/schema-news';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import type { DomainRow } from '../repositories/domains';
import { scopedResource } from '../resources/scoped';
import { rowId } from '../screens/handle';
import { registerScreenResource } from '../screens/register';
import type { Resource } from '../screens/resource';
import { languageName } from '../services/site-languages';
import { generateRobots, generateSite, removeSiteCache, removeSiteFolder } from '../services/site-generate';
import { initialiseSite } from '../services/site-init';

const SCREEN = 'news/domains';

// The form edits the language codes and one colour; the row keeps each language with its
// display name and colour, which is the header's site/language option (spec §3).
const stored = (codes: string[], color: string): SiteLanguage[] => codes.map((language) => ({ language, name: languageName(language), color }));
const formOf = (row: object) => {
  const languages = (row as { languages?: SiteLanguage[] }).languages ?? [];
  return { ...row, languages: languages.map((item) => item.language), color: languages[0]?.color ?? '' };
};

const sites = scopedResource((repos) => repos.domains, {
  beforeWrite: async (_ctx, body) => {
    const { color, languages, ...rest } = body as { color?: string; languages?: string[] };
    return languages === undefined ? rest : { ...rest, languages: stored(languages, color ?? '#1677ff') };
  },
  decorate: async (_ctx, row) => formOf(row),
});

const domainsResource: Resource = {
  ...sites,
  async remove(ctx, ids) {
    const existing = await ctx.repos.domains.existing(ctx.tenantId, ids);
    const removed = await sites.remove!(ctx, ids);
    await Promise.all(existing.map(removeSiteFolder));
    return removed;
  },
};

/** The header's choices: one per language of each site. */
const options = (site: DomainRow) => site.languages.map((item) => ({ id: site.id, domain: site.domain, siteName: site.name, language: item.language, name: `${site.name} · ${item.name}`, color: item.color }));

const domainRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(app, SCREEN, domainsResource);

  const siteOf = async (tenantId: number, id: string) => (await app.repos.domains.get(tenantId, rowId(id))) ?? Promise.reject(notFound());

  app.get<{ Querystring: { initStatus?: 'Y' | 'N' } }>(
    '/news/domains/list',
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { initStatus: { enum: ['Y', 'N'] } } } } },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { initStatus } = request.query;
      const all = initStatus === 'Y' ? await app.repos.domains.initialised(tenantId) : (await app.repos.domains.list(tenantId, { filters: initStatus ? [{ field: 'initStatus', values: [initStatus] }] : [], sort: [] })).content;
      return { rows: all.flatMap(options) };
    },
  );

  const action = (url: string, run: (site: DomainRow) => Promise<object>) =>
    app.get<{ Params: { id: string } }>(url, { config: { screen: { id: SCREEN, action: 'edit' } } }, async (request) =>
      run(await siteOf(sessionOf(request).tenantId, request.params.id)),
    );

  app.get<{ Params: { id: string }; Querystring: { language?: string } }>(
    '/news/domains/initData/:id',
    { config: { screen: { id: SCREEN, action: 'edit' } }, schema: { querystring: { type: 'object', additionalProperties: false, properties: { language: { type: 'string', maxLength: 20 } } } } },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const site = await siteOf(tenantId, request.params.id);
      const { language } = request.query;
      if (language !== undefined && !site.languages.some((item) => item.language === language)) throw notFound();
      await initialiseSite(app.repos, site, language);
      return formOf((await app.repos.domains.get(tenantId, site.id))!);
    },
  );
  action('/news/domains/generate/:id', async (site) => ({ pages: await generateSite(app.repos, site) }));
  action('/news/domains/removecache/:id', async (site) => (await removeSiteCache(app.repos, site), {}));
  action('/news/domains/generateRobot/:id', async (site) => ({ robots: await generateRobots(site) }));
};

export default domainRoutes;
