// Stores one uploaded file of a site: streamed to a temporary file under a generated name, typed
// by its first bytes, then renamed into place. Anything that goes wrong (too large, wrong type,
// interrupted upload) removes the temporary file, so no partial file is ever left or served.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { detectType, type FileSignature } from '../lib/file-signatures';
import { badRequest, HttpError } from '../lib/http-error';
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

/** `stream` must already be limited to the largest size of `allowed` (the multipart limit). */
export async function storeMaterial(siteId: number, stream: Readable & { truncated?: boolean }, allowed: readonly FileSignature[]): Promise<StoredFile> {
  const dir = siteMaterialsDir(siteId);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = path.join(dir, `${id}.part`);
  try {
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(stream, createWriteStream(partial));
    const signature = detectType(await headOf(partial), allowed);
    if (!signature) throw badRequest('news.fileType', { types: [...new Set(allowed.map((item) => item.ext.toUpperCase()))].join(', ') });
    if (stream.truncated || size > MATERIAL_LIMITS[signature.kind]) throw new HttpError(413, 'news.fileTooLarge', { size: MATERIAL_LIMITS[signature.kind] / 1024 / 1024 });
    const storedName = `${id}.${signature.ext}`;
    await rename(partial, path.join(dir, storedName));
    return { storedName, signature, size };
  } finally {
    await rm(partial, { force: true });
  }
}
