// /news/domains (spec §7): the sites of the tenant as a schema screen (schemas/news/domains.json),
// the header's site/language options, language initialisation, and the calls with effects on the
// site's storage folder (generate, removecache, generateRobot).
import type { FastifyPluginAsync } from 'fastify';
import type { SiteLanguage } from '../db/schema-news';
import { badRequest, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import type { DomainRow } from '../repositories/domains';
import { scopedResource } from '../resources/scoped';
import { rowId } from '../screens/handle';
import { registerScreenResource } from './screen-resource';
import type { Resource } from '../screens/resource';
import { languageName, SITE_LANGUAGES } from '../services/site-languages';
import { generateRobots, generateSite, removeSiteCache, removeSiteFolder } from '../services/site-generate';
import { initialiseSite } from '../services/site-init';
import { checkSiteLimit } from '../services/tenant-limits';

const SCREEN = 'news/domains';

// The form edits the language codes and one colour; the row keeps each language with its
// display name and colour, which is the header's site/language option (spec §3). A language the
// site already had keeps the name given in the language settings.
const stored = (codes: string[], color: string, before: SiteLanguage[] = []): SiteLanguage[] =>
  codes.map((language) => ({
    language,
    name: before.find((item) => item.language === language)?.name ?? languageName(language),
    color,
  }));
const formOf = (row: object) => {
  const languages = (row as { languages?: SiteLanguage[] }).languages ?? [];
  return { ...row, languages: languages.map((item) => item.language), color: languages[0]?.color ?? '' };
};

const sites = scopedResource((repos) => repos.domains, {
  beforeWrite: async (ctx, body, id) => {
    const { color, languages, ...rest } = body as { color?: string; languages?: string[] };
    const before = id === undefined ? undefined : (await ctx.repos.domains.get(ctx.tenantId, id))?.languages;
    return languages === undefined ? rest : { ...rest, languages: stored(languages, color ?? '#1677ff', before) };
  },
  beforeInsert: (tx, ctx) => checkSiteLimit(tx, ctx.tenantId),
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

/** The language settings (spec §3: name, language) of a site, in its order. */
const settingsOf = (site: DomainRow) => site.languages.map(({ language, name }) => ({ language, name }));
const languageSettingsBody = {
  type: 'array',
  minItems: 1,
  maxItems: Object.keys(SITE_LANGUAGES).length,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['language', 'name'],
    properties: {
      language: { enum: Object.keys(SITE_LANGUAGES) },
      name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
    },
  },
};

/** The header's choices: one per language of each site. */
const options = (site: DomainRow) =>
  site.languages.map((item) => ({
    id: site.id,
    domain: site.domain,
    siteName: site.name,
    language: item.language,
    name: `${site.name} · ${item.name}`,
    color: item.color,
  }));

const domainRoutes: FastifyPluginAsync = async (app) => {
  await registerScreenResource(app, SCREEN, domainsResource);

  const siteOf = async (tenantId: number, id: string) =>
    (await app.repos.domains.get(tenantId, rowId(id))) ?? Promise.reject(notFound());

  app.get<{ Querystring: { initStatus?: 'Y' | 'N' } }>(
    '/news/domains/list',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { initStatus: { enum: ['Y', 'N'] } } },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { initStatus } = request.query;
      const all =
        initStatus === 'Y'
          ? await app.repos.domains.initialised(tenantId)
          : (
              await app.repos.domains.list(tenantId, {
                filters: initStatus ? [{ field: 'initStatus', values: [initStatus] }] : [],
                sort: [],
              })
            ).content;
      return { rows: all.flatMap(options) };
    },
  );

  const action = (url: string, run: (site: DomainRow) => Promise<object>) =>
    app.get<{ Params: { id: string } }>(url, { config: { screen: { id: SCREEN, action: 'edit' } } }, async (request) =>
      run(await siteOf(sessionOf(request).tenantId, request.params.id)),
    );

  app.get<{ Params: { id: string }; Querystring: { language?: string } }>(
    '/news/domains/initData/:id',
    {
      config: { screen: { id: SCREEN, action: 'edit' } },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { language: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const site = await siteOf(tenantId, request.params.id);
      const { language } = request.query;
      if (language !== undefined && !site.languages.some((item) => item.language === language)) throw notFound();
      await initialiseSite(app.repos, site, language);
      return formOf((await app.repos.domains.get(tenantId, site.id))!);
    },
  );
  app.get<{ Params: { id: string } }>(
    '/news/domains/languages/:id',
    { config: { screen: { id: SCREEN, action: 'list' } } },
    async (request) => settingsOf(await siteOf(sessionOf(request).tenantId, request.params.id)),
  );
  // Renames, adds, removes or reorders the site's languages; all keep the site's colour. A new
  // language gets its navigation from initData?language=.
  app.put<{ Params: { id: string }; Body: { language: string; name: string }[] }>(
    '/news/domains/languages/:id',
    { config: { screen: { id: SCREEN, action: 'edit' } }, schema: { body: languageSettingsBody } },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const site = await siteOf(tenantId, request.params.id);
      if (new Set(request.body.map((item) => item.language)).size !== request.body.length)
        throw badRequest('news.languagesRequired');
      const color = site.languages[0]?.color ?? '#1677ff';
      const updated = await app.repos.domains.update(tenantId, site.id, {
        languages: request.body.map((item) => ({ language: item.language, name: item.name.trim(), color })),
      });
      return settingsOf(updated ?? site);
    },
  );
  action('/news/domains/generate/:id', async (site) => ({ pages: await generateSite(app.repos, site) }));
  action('/news/domains/removecache/:id', async (site) => (await removeSiteCache(app.repos, site), {}));
  action('/news/domains/generateRobot/:id', async (site) => ({ robots: await generateRobots(site) }));
};

export default domainRoutes;
