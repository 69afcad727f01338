// Where the server keeps uploaded files in DATA_DIR, one place for the routes that store them and
// for deleting a tenant (services/tenant-removal.ts). Read per call: tests point DATA_DIR at a
// temporary folder. A site's own folder is services/site-storage.ts.
import path from 'node:path';
import { readEnv } from '../env';

/** The folder of one kind of upload (`avatars`, `chat`, `deploy`, `database`). */
export const uploadDir = (folder: string) => path.join(readEnv(process.env).dataDir, 'uploads', folder);

/** A tenant's chat pictures. */
export const chatImagesDir = (tenantId: number) => path.join(uploadDir('chat'), String(tenantId));

export const AVATAR_URL_PREFIX = '/prod-api/api/users/avatar/';
/** A stored avatar's name: a random UUID and the type read from its bytes. */
export const AVATAR_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** The stored file behind an avatar address of ours; null for any other value (empty, a seeded
 * or outside address), which names no file here. */
export function avatarFileOf(avatarUrl: string): string | null {
  const name = avatarUrl.startsWith(AVATAR_URL_PREFIX) ? avatarUrl.slice(AVATAR_URL_PREFIX.length) : '';
  return AVATAR_NAME.test(name) ? path.join(uploadDir('avatars'), name) : null;
}
