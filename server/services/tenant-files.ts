// The files a tenant has in DATA_DIR, found from its rows: its users' avatars, its sites' folders
// (pages, materials), its chat pictures and its deploy and database uploads. Deleting a tenant
// removes them (services/tenant-removal.ts); their size is its storage use (services/tenant-limits.ts).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Repositories } from '../repositories/index';
import { avatarFileOf, chatImagesDir, uploadDir } from './data-folders';
import { DATABASE_SCRIPTS } from './database-scripts';
import { siteDir } from './site-storage';

export const DEPLOY_PACKAGES = 'internal/deploy-package';

/** The upload collections whose rows name a stored file, and the folder that file is in. */
const UPLOAD_FOLDERS: Record<string, string> = { [DEPLOY_PACKAGES]: 'deploy', [DATABASE_SCRIPTS]: 'database' };

/** Every file and folder of the tenant, read from its rows (read inside the transaction that deletes it). */
export async function filesOf(repos: Repositories, tenantId: number): Promise<string[]> {
  const refs = await repos.tenants.fileRefs(tenantId, Object.keys(UPLOAD_FOLDERS));
  return [
    ...refs.avatars.map(avatarFileOf).filter((file): file is string => file !== null),
    ...refs.siteIds.map(siteDir),
    chatImagesDir(tenantId),
    ...refs.uploads.map(({ screenId, storedName }) =>
      path.join(uploadDir(UPLOAD_FOLDERS[screenId]!), path.basename(storedName)),
    ),
  ];
}

/** Bytes of a file, or of every file under a folder; 0 for one that is not there. An upload still
 * being written (`.part`, services/file-store.ts) is not counted: its own size is added by the caller. */
async function bytesOf(file: string): Promise<number> {
  const info = await stat(file).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return file.endsWith('.part') ? 0 : info.size;
  const entries = await readdir(file).catch(() => []);
  let total = 0;
  for (const entry of entries) total += await bytesOf(path.join(file, entry));
  return total;
}

/** The bytes of every file of the tenant. */
export async function storageBytes(repos: Repositories, tenantId: number): Promise<number> {
  let total = 0;
  for (const file of await filesOf(repos, tenantId)) total += await bytesOf(file);
  return total;
}
