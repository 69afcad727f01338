// /api/qiNiuContent (spec §7): the files of the tenant's Qiniu bucket. GET lists the stored rows
// (name, key, size, type, url), POST uploads one file (multipart) to the bucket, DELETE removes
// files (a JSON array of ids) from the bucket and the list, POST .../synchronize re-reads the
// bucket. The bucket is the default row of the `tools/storage/qiniu` screen; the storage driver
// is pluggable (server/connectors/object-storage.ts).
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from '../connectors/object-storage';
import { drivers } from '../connectors/storage-drivers';
import { detectType } from '../lib/file-signatures';
import { badRequest, HttpError } from '../lib/http-error';
import { originalNameOf } from '../lib/upload-name';
import { sessionOf } from '../plugins/auth';
import { collectionField, type CollectionRow } from '../repositories/collections';

export const QINIU_CONTENT = 'internal/qiniu-content';
const CONFIG_SCREEN = 'tools/storage/qiniu';
export const QINIU_MAX_BYTES = 50 * 1024 * 1024;
const FIELDS = { name: collectionField('name', 'like'), createTime: collectionField('createTime', 'range') };

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
    name: { type: 'string', maxLength: 200 },
  },
} as const;

// The qiniu storage screen's permissions (storageQiniu:list/add/del), checked before validation.
const guard = (action: 'list' | 'add' | 'del') => ({ screen: { id: CONFIG_SCREEN, action } });

const idListSchema = { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } as const;

const contentRow = (row: CollectionRow) => ({
  ...row.data,
  id: row.id,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** A key that keeps the file's name readable but never collides: <random>-<safe name>. */
const objectKey = (name: string) => `${randomBytes(6).toString('hex')}-${name.replace(/[^\w.-]+/g, '_').slice(-100)}`;

const qiniuContentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 5, fileSize: QINIU_MAX_BYTES },
    throwFileSizeLimit: false,
  });

  const storageOf = async (tenantId: number): Promise<ObjectStorage> => {
    const rows = await app.repos.collections.findAll(tenantId, CONFIG_SCREEN, {});
    const config = (rows.find((row) => row.data.isDefault === true) ?? rows[0])?.data;
    if (!config?.secretKey) throw new HttpError(400, 'storage.notConfigured');
    const text = (key: string) => String(config[key] ?? '');
    return drivers.qiniu({
      accessKey: text('accessKey'),
      secretKey: text('secretKey'),
      bucket: text('bucket'),
      host: text('host'),
      zone: text('zone') || 'z0',
    });
  };

  app.get<{ Querystring: { page?: number; size?: number; name?: string } }>(
    '/api/qiNiuContent',
    { schema: { querystring: listQuery }, config: guard('list') },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { page = 0, size = 20, name } = request.query;
      const filters = name ? [{ field: 'name', values: [name] }] : [];
      const result = await app.repos.collections.list(
        tenantId,
        QINIU_CONTENT,
        { page: { index: page, size }, sort: [{ field: 'createTime', order: 'desc' }], filters },
        FIELDS,
      );
      return { content: result.content.map(contentRow), totalElements: result.totalElements };
    },
  );

  app.post('/api/qiNiuContent', { config: guard('add') }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('upload.missing');
    const { tenantId } = sessionOf(request);
    const storage = await storageOf(tenantId);
    const part = await request.file();
    if (!part) throw badRequest('upload.missing');
    const name = originalNameOf(part);
    const bytes = await part.toBuffer().catch((error: unknown) => {
      throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
        ? new HttpError(413, 'upload.tooLarge', { size: QINIU_MAX_BYTES / 1024 / 1024 })
        : error;
    });
    if (bytes.length === 0) throw badRequest('upload.missing');
    const key = objectKey(name);
    // The type is read from the bytes where known; other files are stored as opaque data.
    const type = detectType(bytes)?.type ?? 'application/octet-stream';
    await storage.put(key, bytes, type);
    const row = await app.repos.collections.insert(tenantId, QINIU_CONTENT, {
      name,
      key,
      bucket: storage.bucket,
      size: bytes.length,
      type,
      url: storage.urlOf(key),
    });
    return reply.code(201).send(contentRow(row));
  });

  app.delete<{ Body: number[] }>(
    '/api/qiNiuContent',
    { schema: { body: idListSchema }, config: guard('del') },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const storage = await storageOf(tenantId);
      const rows = await Promise.all(request.body.map((id) => app.repos.collections.get(tenantId, QINIU_CONTENT, id)));
      for (const row of rows) if (row) await storage.remove(String(row.data.key));
      const removed = await app.repos.collections.remove(tenantId, QINIU_CONTENT, request.body);
      return { removed };
    },
  );

  // The bucket is the truth: rows are added for objects uploaded elsewhere and dropped for
  // objects deleted elsewhere.
  app.post('/api/qiNiuContent/synchronize', { config: guard('add') }, async (request) => {
    const { tenantId } = sessionOf(request);
    const storage = await storageOf(tenantId);
    const objects = await storage.list();
    const rows = await app.repos.collections.findAll(tenantId, QINIU_CONTENT, { bucket: storage.bucket }, 100_000);
    const known = new Map(rows.map((row) => [String(row.data.key), row.id]));
    const inBucket = new Set(objects.map((object) => object.key));
    for (const object of objects) {
      if (known.has(object.key)) continue;
      await app.repos.collections.insert(tenantId, QINIU_CONTENT, {
        name: object.key,
        key: object.key,
        bucket: storage.bucket,
        size: object.size,
        type: object.mimeType,
        url: storage.urlOf(object.key),
      });
    }
    const gone = [...known].filter(([key]) => !inBucket.has(key)).map(([, id]) => id);
    if (gone.length > 0) await app.repos.collections.remove(tenantId, QINIU_CONTENT, gone);
    return {
      total: objects.length,
      added: objects.filter((object) => !known.has(object.key)).length,
      removed: gone.length,
    };
  });
};

export default qiniuContentRoutes;
