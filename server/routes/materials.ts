// Materials (spec §2 /hierpuni/materia/index and /video, §7 uploads): images through
// POST /api/pictures, images or videos through POST /api/upload (the editors' cover and inline
// images use it too), the site's list, delete, and the files served back read-only.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { keepWithinStorage } from '../services/tenant-limits';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { signatures } from '../lib/file-signatures';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { originalNameOf } from '../lib/upload-name';
import { sessionOf } from '../plugins/auth';
import { apiRow } from '../resources/rows';
import { rowId } from '../screens/handle';
import { allows, authoritiesOf } from '../services/authorities';
import { MATERIAL_LIMITS, storeMaterial } from '../services/material-upload';
import { siteScopeOf } from '../services/site-scope';
import { siteMaterialsDir } from '../services/site-storage';

type Kind = 'image' | 'video';
const PERMISSION = { image: 'materiaImage', video: 'materiaVideo' } as const;
const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|mp4|webm|ogv)$/;
const FILE_URL = '/prod-api/api/materials/file/';

const materialRow = (row: { storedName: string } & object) => ({ ...apiRow(row), url: `${FILE_URL}${row.storedName}` });

const materialsRoutes: FastifyPluginAsync = async (app) => {
  // One file per request; the per-file limit is the largest kind's, each kind is checked after typing.
  await app.register(multipart, {
    limits: { files: 1, fields: 5, fileSize: MATERIAL_LIMITS.video },
    throwFileSizeLimit: false,
  });

  const may = async (request: FastifyRequest, kind: Kind, action: 'list' | 'add' | 'del') => {
    const { tenantId, userId } = sessionOf(request);
    if (!allows(await authoritiesOf(app.repos, tenantId, userId), `${PERMISSION[kind]}:${action}`)) throw forbidden();
  };

  const upload = (url: string, kinds: readonly Kind[]) =>
    app.post(url, async (request, reply) => {
      // Before reading the body: a caller without the permission uploads nothing.
      const { tenantId, userId } = sessionOf(request);
      const authorities = await authoritiesOf(app.repos, tenantId, userId);
      const permitted = kinds.filter((kind) => allows(authorities, `${PERMISSION[kind]}:add`));
      if (permitted.length === 0) throw forbidden();
      if (!request.isMultipart()) throw badRequest('news.fileMissing');
      const scope = await siteScopeOf(app.repos, tenantId, request);
      const part = await request.file();
      if (!part) throw badRequest('news.fileMissing');
      const originalName = originalNameOf(part);
      const row = await storeMaterial(
        scope.siteId,
        part.file,
        signatures.filter((item) => permitted.includes(item.kind)),
        (stored, place) =>
          keepWithinStorage(app.repos, tenantId, stored.size, async (tx) => {
            await place();
            return tx.materials.insert(scope, {
              kind: stored.signature.kind,
              originalName,
              storedName: stored.storedName,
              mime: stored.signature.type,
              size: stored.size,
            });
          }),
      );
      return reply.code(201).send(materialRow(row));
    });
  upload('/api/pictures', ['image']);
  upload('/api/upload', ['image', 'video']);

  app.get<{ Querystring: { kind: Kind; page?: number; size?: number; originalName?: string } }>(
    '/api/materials',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: {
            kind: { enum: ['image', 'video'] },
            page: { type: 'integer', minimum: 0 },
            size: { type: 'integer', minimum: 1, maximum: 100 },
            originalName: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { kind, page = 0, size = 20, originalName } = request.query;
      await may(request, kind, 'list');
      const filters = [
        { field: 'kind', values: [kind] },
        ...(originalName ? [{ field: 'originalName', values: [originalName] }] : []),
      ];
      const result = await app.repos.materials.list(
        await siteScopeOf(app.repos, sessionOf(request).tenantId, request),
        { page: { index: page, size }, sort: [{ field: 'createTime', order: 'desc' }], filters },
      );
      return { content: result.content.map(materialRow), totalElements: result.totalElements };
    },
  );

  app.delete<{ Params: { id: string } }>('/api/materials/:id', async (request) => {
    const scope = await siteScopeOf(app.repos, sessionOf(request).tenantId, request);
    const row = await app.repos.materials.get(scope, rowId(request.params.id));
    if (!row) throw notFound();
    await may(request, row.kind as Kind, 'del');
    await app.repos.materials.remove(scope, [row.id]);
    await rm(path.join(siteMaterialsDir(row.siteId), row.storedName), { force: true });
    return {};
  });

  // Public: <img> and <video> send no Authorization header. Names are unguessable UUIDs.
  app.get<{ Params: { file: string } }>(
    '/api/materials/file/:file',
    { config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      const row = STORED_NAME.test(file) ? await app.repos.materials.byStoredName(file) : null;
      const bytes = row && (await readFile(path.join(siteMaterialsDir(row.siteId), row.storedName)).catch(() => null));
      if (!row || !bytes) throw notFound();
      return reply
        .type(row.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );
};

export default materialsRoutes;
