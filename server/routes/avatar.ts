// POST /api/users/updateAvatar: the image itself is the request body (what the browser's
// upload sends with customRequest), its type read from its first bytes, never from the name or
// the Content-Type; stored under a generated name in DATA_DIR/uploads/avatars and served back.
// A user has one avatar file: the previous one is removed once the new one is saved.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keepWithinStorage } from '../services/tenant-limits';
import type { FastifyPluginAsync } from 'fastify';
import { detectType, imageSignatures } from '../lib/file-signatures';
import { notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { AVATAR_NAME, AVATAR_URL_PREFIX, avatarFileOf, uploadDir } from '../services/data-folders';
import { loadUserInfo } from '../services/user-info';
import { badRequestReply } from './account-messages';
import { userInfoSchema } from './schemas';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const typeOf = (bytes: Buffer) => detectType(bytes, imageSignatures);
const avatarsDir = () => uploadDir('avatars');

/** Removes the file behind an avatar URL of ours (nothing for any other value). */
async function removeStored(avatarUrl: string): Promise<void> {
  const file = avatarFileOf(avatarUrl);
  if (file) await rm(file, { force: true });
}

const avatarRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to this plugin: elsewhere the API accepts JSON only.
  app.addContentTypeParser(
    /^(application\/octet-stream|image\/[\w.+-]+)$/,
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Body: Buffer }>(
    '/api/users/updateAvatar',
    { bodyLimit: AVATAR_MAX_BYTES, schema: { response: { 200: userInfoSchema } } },
    async (request, reply) => {
      const bytes = request.body;
      const detected = Buffer.isBuffer(bytes) ? typeOf(bytes) : undefined;
      if (!detected) return badRequestReply(request, reply, 'notAnImage');
      const { tenantId, userId } = sessionOf(request);
      const previous = (await app.repos.users.profile(tenantId, userId))?.avatar ?? '';
      const name = `${randomUUID()}.${detected.ext}`;
      const file = path.join(avatarsDir(), name);
      await mkdir(avatarsDir(), { recursive: true });
      await keepWithinStorage(app.repos, tenantId, bytes.length, async (tx) => {
        await writeFile(file, bytes);
        try {
          await tx.userAdmin.update(tenantId, userId, { avatar: `${AVATAR_URL_PREFIX}${name}` });
        } catch (err) {
          // The row still names the previous file: the new one would be an orphan.
          await rm(file, { force: true });
          throw err;
        }
      });
      await removeStored(previous);
      return loadUserInfo(app.repos, tenantId, userId);
    },
  );

  // Public: an <img> sends no Authorization header. The names are unguessable UUIDs.
  app.get<{ Params: { file: string } }>(
    '/api/users/avatar/:file',
    { config: { public: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (!AVATAR_NAME.test(file)) throw notFound();
      const bytes = await readFile(path.join(avatarsDir(), file)).catch(() => null);
      if (!bytes) throw notFound();
      return reply
        .type(typeOf(bytes)?.type ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

export default avatarRoutes;
