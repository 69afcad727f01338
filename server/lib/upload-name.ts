// The name an uploaded file came with, as the upload routes keep it (a row's original name, an
// object key). A name with control characters is refused before anything is stored: no real file
// has one, PostgreSQL text cannot hold NUL (the row would fail after the file was kept), and a
// NUL can cut a name short wherever it is passed on.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { badRequest } from './http-error';

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Without folders, at most 200 characters; a 400 for control characters. The refused file's
 * bytes are drained, so the connection can carry the answer. */
export function originalNameOf(part: { filename: string; file: Readable }): string {
  if (CONTROL.test(part.filename)) {
    part.file.resume();
    throw badRequest('upload.badName');
  }
  return path.basename(part.filename).slice(0, 200);
}
