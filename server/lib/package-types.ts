// What the deploy and database uploads accept, read from the file itself (never the client's
// name or Content-Type): archives by their magic bytes, SQL scripts as UTF-8 text without control bytes.
import { open, readFile } from 'node:fs/promises';

async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** zip (also jar and war) or gzip (tar.gz); undefined for anything else. */
export async function archiveExt(file: string): Promise<'zip' | 'tar.gz' | undefined> {
  const bytes = await head(file, 4);
  if (bytes.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'tar.gz';
  return undefined;
}

// Control characters other than tab, line feed, form feed and carriage return.
const BINARY = new Set([...Array(32).keys()].filter((code) => ![9, 10, 12, 13].includes(code)));

/** True when the file is non-empty UTF-8 text without control bytes (what a SQL script is). */
export async function isTextFile(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.length === 0 || bytes.some((byte) => BINARY.has(byte))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
