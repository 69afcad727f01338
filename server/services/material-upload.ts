// Stores one uploaded file of a site through the shared upload store (server/services/file-store.ts):
// typed by its first bytes, then held to the size limit of its kind. Anything that goes wrong (too
// large, wrong type, interrupted upload) leaves no file behind, partial or unchecked.
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { detectType, type FileSignature } from '../lib/file-signatures';
import { badRequest, HttpError } from '../lib/http-error';
import { storeUpload, type KeepUpload } from './file-store';
import { siteMaterialsDir } from './site-storage';

export const MATERIAL_LIMITS = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 } as const;
const HEAD_BYTES = 16;

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface StoredFile {
  storedName: string;
  signature: FileSignature;
  size: number;
}

/** `stream` must already be limited to MATERIAL_LIMITS.video (the multipart limit); `keep` places the
 * file and records it (file-store.ts). */
export async function storeMaterial<T>(
  siteId: number,
  stream: Readable & { truncated?: boolean },
  allowed: readonly FileSignature[],
  keep: (stored: StoredFile, place: () => Promise<void>) => Promise<T>,
): Promise<T> {
  let signature: FileSignature | undefined;
  const keepTyped: KeepUpload<T> = (stored, place) =>
    keep({ storedName: stored.storedName, signature: signature!, size: stored.size }, place);
  return storeUpload(
    siteMaterialsDir(siteId),
    stream,
    MATERIAL_LIMITS.video,
    async (file, size) => {
      signature = detectType(await headOf(file), allowed);
      if (!signature)
        throw badRequest('news.fileType', {
          types: [...new Set(allowed.map((item) => item.ext.toUpperCase()))].join(', '),
        });
      // Images have a tighter limit than the stream's (the largest kind's).
      if (size > MATERIAL_LIMITS[signature.kind])
        throw new HttpError(413, 'news.fileTooLarge', { size: MATERIAL_LIMITS[signature.kind] / 1024 / 1024 });
      return signature.ext;
    },
    keepTyped,
  );
}
