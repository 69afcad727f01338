// Images sent in the chat: an agent (imchat:list) or a visitor (its widget secret) uploads one
// file, typed by its first bytes (PNG, JPEG, GIF, WebP only) and held to CHAT_IMAGE_MAX_BYTES
// through the shared upload store, and gets back the URL its message frame carries. Not the
// materials' /api/upload: that one needs a site and the materials permission, and files it stores
// show up in a site's material library; a visitor has neither a login nor a site.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { keepWithinStorage } from '../services/tenant-limits';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { detectType, imageSignatures } from '../lib/file-signatures';
import { badRequest, notFound } from '../lib/http-error';
import { originalNameOf } from '../lib/upload-name';
import { hashToken } from '../lib/token';
import { sessionOf } from '../plugins/auth';
import { chatImagesDir } from '../services/data-folders';
import { storeUpload } from '../services/file-store';
import { takeTurn } from '../services/rate-limit';
import { requirePermission } from './chat-permission';

export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
const TENANT = /^[1-9]\d{0,9}$/;
/** Anonymous uploads fill a disk: a visitor may send this many images, an IP this many, per window. */
export const VISITOR_UPLOADS = {
  perVisitor: 20,
  perIp: 60,
  windowMs: 15 * 60_000,
  bucket: 'chat-visitor-upload',
} as const;

const imageUrl = (tenantId: number, storedName: string) => `/prod-api/imchat/file/${tenantId}/${storedName}`;
const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

const urlSchema = {
  response: {
    200: { type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string' } } },
  },
};

const chatUploadRoutes: FastifyPluginAsync = async (app) => {
  const { repos } = app.chat;
  // Scoped to this plugin; one file per request, cut off one byte past the limit.
  await app.register(multipart, {
    limits: { files: 1, fields: 0, fileSize: CHAT_IMAGE_MAX_BYTES },
    throwFileSizeLimit: false,
  });

  const store = async (request: FastifyRequest, tenantId: number) => {
    if (!request.isMultipart()) throw badRequest('news.fileMissing');
    const part = await request.file();
    if (!part) throw badRequest('news.fileMissing');
    // The name is not kept, but a file named like that is no honest upload either.
    originalNameOf(part);
    const stored = await storeUpload(
      chatImagesDir(tenantId),
      part.file,
      CHAT_IMAGE_MAX_BYTES,
      async (file) => {
        const signature = detectType((await readFile(file)).subarray(0, 16), imageSignatures);
        if (!signature) throw badRequest('news.fileType', { types: 'PNG, JPG, GIF, WEBP' });
        return signature.ext;
      },
      (stored, place) => keepWithinStorage(app.repos, tenantId, stored.size, place).then(() => stored),
    );
    return { url: imageUrl(tenantId, stored.storedName) };
  };

  app.post('/imchat/upload', { preValidation: requirePermission('imchat:list'), schema: urlSchema }, async (request) =>
    store(request, sessionOf(request).tenantId),
  );

  // The widget's secret and site key travel in headers, never in the URL (logged) nor as form
  // fields (read only after the file).
  app.post('/imchat/visitor/upload', { config: { public: true }, schema: urlSchema }, async (request) => {
    const siteKey = headerOf(request, 'x-chat-site');
    const visitorToken = headerOf(request, 'x-chat-visitor');
    const tenantId = siteKey.length > 0 && siteKey.length <= 64 ? await repos.config.tenantOfSiteKey(siteKey) : null;
    if (tenantId === null) throw notFound();
    const visitor = /^[0-9a-f]{64}$/.test(visitorToken)
      ? await repos.access.visitorByToken(tenantId, hashToken(visitorToken))
      : null;
    if (!visitor) throw notFound();
    const { perVisitor, perIp, windowMs, bucket } = VISITOR_UPLOADS;
    // Counted before the body is read: a refused or broken upload still took its turn.
    await takeTurn(app.repos.rateLimits, [
      { limit: { bucket, max: perVisitor, windowMs }, key: `visitor:${tenantId}:${visitor.id}` },
      { limit: { bucket, max: perIp, windowMs }, key: `ip:${request.ip}` },
    ]);
    return store(request, tenantId);
  });

  // Public: an <img> sends no Authorization header. Names are unguessable UUIDs.
  app.get<{ Params: { tenant: string; file: string } }>(
    '/imchat/file/:tenant/:file',
    { config: { public: true } },
    async (request, reply) => {
      const { tenant, file } = request.params;
      if (!TENANT.test(tenant) || !STORED_NAME.test(file)) throw notFound();
      const bytes = await readFile(path.join(chatImagesDir(Number(tenant)), file)).catch(() => null);
      const type = bytes && detectType(bytes.subarray(0, 16), imageSignatures)?.type;
      if (!bytes || !type) throw notFound();
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  );
};

export default chatUploadRoutes;
