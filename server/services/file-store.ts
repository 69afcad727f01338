// Stores one uploaded stream in a folder under a generated name: written to a temporary file,
// checked (size, then the caller's content check on the finished file), then renamed into place.
// Anything that fails removes the temporary file, so no partial or unchecked file is ever kept.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';

export interface StoredUpload {
  storedName: string;
  size: number;
  ext: string;
}

/** Puts the checked file in place (`place`) and records what names it, answering the caller's
 * result; a tenant's upload does both inside `keepWithinStorage` (services/tenant-limits.ts). */
export type KeepUpload<T> = (stored: StoredUpload, place: () => Promise<void>) => Promise<T>;

/**
 * `stream` must be limited to `maxBytes` (multipart's fileSize limit sets `truncated`).
 * `check` reads the finished temporary file (of `size` bytes) and answers its extension, or throws
 * (a 400 for a wrong type, or a 413 for a limit tighter than `maxBytes` that depends on the type).
 * `keep` places the file and records it; should it fail, the placed file is removed too.
 */
export async function storeUpload<T>(
  dir: string,
  stream: Readable & { truncated?: boolean },
  maxBytes: number,
  check: (file: string, size: number) => Promise<string>,
  keep: KeepUpload<T>,
): Promise<T> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = path.join(dir, `${id}.part`);
  let placed: string | null = null;
  try {
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(stream, createWriteStream(partial));
    if (stream.truncated || size > maxBytes)
      throw new HttpError(413, 'upload.tooLarge', { size: maxBytes / 1024 / 1024 });
    const ext = await check(partial, size);
    const storedName = `${id}.${ext}`;
    const target = path.join(dir, storedName);
    return await keep({ storedName, size, ext }, async () => {
      await rename(partial, target);
      placed = target;
    });
  } catch (error) {
    if (placed) await rm(placed, { force: true });
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}
