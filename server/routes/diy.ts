// Page decoration (docs/api.md "Page decoration"): pages per tenant, language, type and page id,
// with a draft the editor saves and a published version visitors see; the shop rows blocks show;
// and the public read behind /diy/page/phone.
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../lib/http-error';
import { newToken } from '../lib/token';
import { sessionOf } from '../plugins/auth';
import type { DiyPage, PageKey } from '../repositories/diy-pages';
import { requirePermission } from './chat-permission';
import { blockData, blockDataSchema } from './diy-block-data';
import { checkDocument, DIY_LANGUAGES, DIY_TYPES, diyDocumentSchema, type DiyDocument } from './diy-document';

interface PageParams {
  lang: string;
  type: 'mobile' | 'pc';
  pageId: string;
}

const pageParams = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'type', 'pageId'],
  properties: {
    lang: { type: 'string', enum: [...DIY_LANGUAGES] },
    type: { type: 'string', enum: [...DIY_TYPES] },
    pageId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
  },
} as const;

const version = { type: 'integer', minimum: 0 } as const;
const document = { type: 'object', additionalProperties: true } as const;

const pageAnswer = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    draft: document,
    published: { anyOf: [document, { type: 'null' }] },
    version: { type: 'integer' },
    publishedVersion: { type: 'integer' },
    updatedAt: { type: ['string', 'null'] },
    publishedAt: { type: ['string', 'null'] },
    siteKey: { type: 'string' },
  },
} as const;

const keyOf = ({ lang, type, pageId }: PageParams): PageKey => ({ language: lang, type, pageKey: pageId });

// A page never saved reads as an empty draft at version 0, so the editor needs no "create" call.
const emptyPage = {
  name: '',
  draft: { blocks: [] },
  published: null,
  version: 0,
  publishedVersion: 0,
  updatedAt: null,
  publishedAt: null,
};

const answer = (page: DiyPage | null) =>
  page
    ? { ...page, updatedAt: page.updatedAt.toISOString(), publishedAt: page.publishedAt?.toISOString() ?? null }
    : emptyPage;

const stale = () => new HttpError(409, 'diy.staleVersion');

// Random, so one tenant's preview key says nothing about another's.
const newSiteKey = () => newToken().slice(0, 32);

const diyRoutes: FastifyPluginAsync = async (app) => {
  const { repos } = app;
  const view = { preValidation: requirePermission('diy:list') };
  const edit = { preValidation: requirePermission('diy:edit') };
  const path = '/api/diy/page/:lang/:type/:pageId';

  app.get<{ Params: PageParams }>(
    path,
    { ...view, schema: { params: pageParams, response: { 200: pageAnswer } } },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const [page, siteKey] = await Promise.all([
        repos.diyPages.get(tenantId, keyOf(request.params)),
        repos.diyPages.siteKey(tenantId, newSiteKey()),
      ]);
      return { ...answer(page), siteKey };
    },
  );

  app.put<{ Params: PageParams; Body: { name: string; document: DiyDocument; version: number } }>(
    path,
    {
      ...edit,
      schema: {
        params: pageParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'document', 'version'],
          properties: { name: { type: 'string', maxLength: 50 }, document: diyDocumentSchema, version },
        },
        response: { 200: pageAnswer },
      },
    },
    async (request) => {
      const { name, document: draft, version: base } = request.body;
      checkDocument(draft);
      const saved = await repos.diyPages.saveDraft(sessionOf(request).tenantId, keyOf(request.params), {
        name,
        draft,
        version: base,
      });
      if (!saved) throw stale();
      return answer(saved);
    },
  );

  app.post<{ Params: PageParams; Body: { version: number } }>(
    `${path}/publish`,
    {
      ...edit,
      schema: {
        params: pageParams,
        body: { type: 'object', additionalProperties: false, required: ['version'], properties: { version } },
        response: { 200: pageAnswer },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const key = keyOf(request.params);
      const published = await repos.diyPages.publish(tenantId, key, request.body.version);
      if (published) return answer(published);
      throw (await repos.diyPages.get(tenantId, key)) ? stale() : notFound();
    },
  );

  app.get('/api/diy/blockData', { ...view, schema: { response: { 200: blockDataSchema } } }, async (request) =>
    blockData(repos, sessionOf(request).tenantId),
  );

  app.get<{ Querystring: PageParams & { siteKey: string } }>(
    '/diy/public/page',
    {
      config: { public: true },
      schema: {
        querystring: {
          ...pageParams,
          required: [...pageParams.required, 'siteKey'],
          properties: { ...pageParams.properties, siteKey: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
        },
        response: {
          200: { type: 'object', properties: { name: { type: 'string' }, document, data: blockDataSchema } },
        },
      },
    },
    async (request) => {
      const tenantId = await repos.diyPages.tenantOfSiteKey(request.query.siteKey);
      if (tenantId === null) throw notFound();
      const page = await repos.diyPages.get(tenantId, keyOf(request.query));
      if (!page?.published) throw notFound();
      return { name: page.name, document: page.published, data: await blockData(repos, tenantId) };
    },
  );
};

export default diyRoutes;
