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

/**
 * `stream` must be limited to `maxBytes` (multipart's fileSize limit sets `truncated`).
 * `check` reads the finished temporary file (of `size` bytes) and answers its extension, or throws
 * (a 400 for a wrong type, or a 413 for a limit tighter than `maxBytes` that depends on the type).
 * `fits`, given the size, throws when the owner has no room left for it (a tenant's storage limit).
 */
export async function storeUpload(
  dir: string,
  stream: Readable & { truncated?: boolean },
  maxBytes: number,
  check: (file: string, size: number) => Promise<string>,
  fits?: (size: number) => Promise<void>,
): Promise<StoredUpload> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = path.join(dir, `${id}.part`);
  try {
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(stream, createWriteStream(partial));
    if (stream.truncated || size > maxBytes)
      throw new HttpError(413, 'upload.tooLarge', { size: maxBytes / 1024 / 1024 });
    await fits?.(size);
    const ext = await check(partial, size);
    const storedName = `${id}.${ext}`;
    await rename(partial, path.join(dir, storedName));
    return { storedName, size, ext };
  } finally {
    await rm(partial, { force: true });
  }
}
