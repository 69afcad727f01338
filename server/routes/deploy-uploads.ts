// Uploads of spec §7: POST /api/deploy/upload (deployment packages: zip, jar, war, tar.gz) and
// POST /api/database/upload (SQL scripts). Both are only stored, under generated names in
// DATA_DIR/uploads/{deploy,database}, with a row naming the original file; nothing is unpacked
// or executed here: running a package or a script is a separate, explicit admin action.
// GET on the same paths lists the tenant's uploads, newest first; DELETE (a JSON array of ids)
// removes rows and files, and a script's runs with its row. Running a database script:
// routes/database-scripts.ts.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { keepWithinStorage } from '../services/tenant-limits';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/http-error';
import { originalNameOf } from '../lib/upload-name';
import { archiveExt, isTextFile } from '../lib/package-types';
import { sessionOf } from '../plugins/auth';
import { collectionField, type CollectionRow } from '../repositories/collections';
import type { Repositories } from '../repositories/index';
import { DATABASE_SCRIPTS, removeScriptsWithRuns, scriptRowFor } from '../services/database-scripts';
import { uploadDir } from '../services/data-folders';
import { storeUpload } from '../services/file-store';
import { DEPLOY_PACKAGES } from '../services/tenant-files';
import { requirePermission } from './chat-permission';

interface UploadKind {
  url: string;
  permission: string;
  collection: string;
  folder: string;
  maxBytes: number;
  types: string;
  check(file: string, originalName: string): Promise<string | undefined>;
  /** Removes the tenant's rows among `ids` with what belongs to them; without it, only the rows go. */
  removeRows?(repos: Repositories, tenantId: number, ids: number[]): Promise<number>;
  /** A row's document as the caller `viewerId` is shown it; without it, as stored. */
  shownTo?(data: Record<string, unknown>, viewerId: number): Record<string, unknown>;
}

const MB = 1024 * 1024;

const KINDS: readonly UploadKind[] = [
  {
    url: '/api/deploy/upload',
    permission: 'deploy',
    collection: DEPLOY_PACKAGES,
    folder: 'deploy',
    maxBytes: 200 * MB,
    types: 'ZIP, JAR, WAR, TAR.GZ',
    check: (file) => archiveExt(file),
  },
  {
    url: '/api/database/upload',
    permission: 'database',
    collection: DATABASE_SCRIPTS,
    folder: 'database',
    maxBytes: 20 * MB,
    types: 'SQL',
    check: async (file, name) => (/\.sql$/i.test(name) && (await isTextFile(file)) ? 'sql' : undefined),
    removeRows: removeScriptsWithRuns,
    shownTo: scriptRowFor,
  },
];

/** `?page&size` of the upload lists and of a script's run history. */
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 0 }, size: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

const idListSchema = { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } } as const;

const NEWEST = { createTime: collectionField('createTime', 'range') };
const uploadRow = (row: CollectionRow, data: Record<string, unknown> = row.data) => ({
  ...data,
  id: row.id,
  createTime: row.createdAt.toISOString(),
});

const deployUploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 5, fileSize: Math.max(...KINDS.map((kind) => kind.maxBytes)) },
    throwFileSizeLimit: false,
  });

  const may = (request: FastifyRequest, permission: string) => requirePermission(permission)(request);

  for (const kind of KINDS) {
    app.post(kind.url, async (request, reply) => {
      await may(request, `${kind.permission}:add`);
      if (!request.isMultipart()) throw badRequest('upload.missing');
      const part = await request.file({ limits: { fileSize: kind.maxBytes } });
      if (!part) throw badRequest('upload.missing');
      const originalName = originalNameOf(part);
      const dir = uploadDir(kind.folder);
      const { tenantId, userId } = sessionOf(request);
      const uploadedBy = (await app.repos.users.profile(tenantId, userId))?.username ?? '';
      const row = await storeUpload(
        dir,
        part.file,
        kind.maxBytes,
        async (file) => {
          const ext = await kind.check(file, originalName);
          if (!ext) throw badRequest('upload.type', { types: kind.types });
          return ext;
        },
        (stored, place) =>
          keepWithinStorage(app.repos, tenantId, stored.size, async (tx) => {
            await place();
            return tx.collections.insert(tenantId, kind.collection, {
              name: originalName,
              storedName: stored.storedName,
              size: stored.size,
              type: stored.ext,
              userId,
              uploadedBy,
            });
          }),
      );
      return reply.code(201).send(uploadRow(row));
    });

    app.get<{ Querystring: { page?: number; size?: number } }>(
      kind.url,
      { schema: { querystring: listQuery } },
      async (request) => {
        await may(request, `${kind.permission}:list`);
        const { tenantId, userId } = sessionOf(request);
        const { page = 0, size = 20 } = request.query;
        const result = await app.repos.collections.list(
          tenantId,
          kind.collection,
          { page: { index: page, size }, sort: [{ field: 'createTime', order: 'desc' }], filters: [] },
          NEWEST,
        );
        return {
          content: result.content.map((row) => uploadRow(row, kind.shownTo?.(row.data, userId))),
          totalElements: result.totalElements,
        };
      },
    );

    // preValidation: a caller without the permission learns nothing from validation errors.
    app.delete<{ Body: number[] }>(
      kind.url,
      { schema: { body: idListSchema }, preValidation: (request) => may(request, `${kind.permission}:del`) },
      async (request) => {
        const { tenantId } = sessionOf(request);
        const rows = await Promise.all(
          request.body.map((id) => app.repos.collections.get(tenantId, kind.collection, id)),
        );
        const removed = kind.removeRows
          ? await kind.removeRows(app.repos, tenantId, request.body)
          : await app.repos.collections.remove(tenantId, kind.collection, request.body);
        // The rows go first: a file left by a failed removal is unreachable, a row without its file is not.
        for (const row of rows)
          if (row)
            await rm(path.join(uploadDir(kind.folder), path.basename(String(row.data.storedName))), { force: true });
        return { removed };
      },
    );
  }
};

export default deployUploadRoutes;
