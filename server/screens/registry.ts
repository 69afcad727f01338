// The screen schemas of schemas/<area>/…/<name>.json, loaded at start and re-read when a file's
// mtime or size changes, so an edited or added screen takes effect on the next request without a
// rebuild or restart. A file that stops parsing or validating keeps its last good version.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { metaSchemaErrors } from './meta-validator';
import type { Screen } from './types';

export interface LoadedScreen {
  screen: Screen;
  /** The file as stored, sent as is so the ETag is the hash of exactly these bytes. */
  text: string;
  etag: string;
}

export interface ScreenRegistry {
  get(id: string): Promise<LoadedScreen | null>;
  /** Every screen currently on disk (rescans the folder, so added files appear). */
  all(): Promise<LoadedScreen[]>;
}

interface Warn {
  warn(details: object, message: string): void;
}

// Ids are folder paths in lower case (as the meta-schema says): no dots, so `..` can never leave the folder.
const SCREEN_ID = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9_-]+)+$/;
const META_FOLDER = '_meta';

export const isScreenId = (id: string) => SCREEN_ID.test(id);

async function scan(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const ids: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== META_FOLDER) ids.push(...(await scan(dir, relative)));
    else if (entry.isFile() && prefix && entry.name.endsWith('.json')) ids.push(relative.slice(0, -'.json'.length));
  }
  return ids.filter(isScreenId).sort();
}

export async function createScreenRegistry(dir: string, log: Warn): Promise<ScreenRegistry> {
  const cache = new Map<string, { version: string; loaded: LoadedScreen }>();

  async function load(id: string, file: string, version: string): Promise<LoadedScreen | null> {
    const previous = cache.get(id)?.loaded ?? null;
    const text = await readFile(file, 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      log.warn({ file, err: error }, 'screen schema is not valid JSON; keeping the last good version');
      return previous;
    }
    const errors = metaSchemaErrors(parsed);
    if ((parsed as Screen | null)?.id !== id) errors.push(`/id must be "${id}" (the file's path)`);
    if (errors.length > 0) {
      log.warn({ file, errors }, 'screen schema is invalid; keeping the last good version');
      return previous;
    }
    const loaded = { screen: parsed as Screen, text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
    cache.set(id, { version, loaded });
    return loaded;
  }

  async function get(id: string): Promise<LoadedScreen | null> {
    if (!isScreenId(id)) return null;
    const file = path.join(dir, `${id}.json`);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      cache.delete(id);
      return null;
    }
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = cache.get(id);
    return cached?.version === version ? cached.loaded : load(id, file, version);
  }

  async function all(): Promise<LoadedScreen[]> {
    const loaded = await Promise.all((await scan(dir)).map(get));
    return loaded.filter((screen): screen is LoadedScreen => screen !== null);
  }

  await all();
  return { get, all };
}
