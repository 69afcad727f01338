// The screen schemas of schemas/<area>/…/<name>.json, loaded at start and re-read when a file's
// mtime or size changes, so an edited or added screen takes effect on the next request without a
// rebuild or restart. The files at start are the baseline: one that does not parse or fails
// check/screen-rules.ts stops the start, naming the file and the JSON path. A later edit that
// fails is never served: the screen keeps its last good version (none for a new file: 404).
// `get` and `all` give the screens with the standard calls (what the generic handlers, checks and
// walkers serve and test); `file` gives any screen for the browser, `custom` those that declare
// their own calls (document screens, tables with `calls`). These files are every tenant's
// baseline; tenant-screens.ts lays each tenant's published versions over them.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { screenFileErrors } from './check/screen-rules';
import type { CheckError } from './meta-validator';
import { isStandardScreen, type AnyScreen, type Screen } from './types';

export interface LoadedScreen<S extends AnyScreen = Screen> {
  screen: S;
  /** The file as stored, sent as is so the ETag is the hash of exactly these bytes. */
  text: string;
  etag: string;
}

export interface ScreenFiles {
  /** A screen with the standard calls; null for none, or one that declares its own calls. */
  get(id: string): Promise<LoadedScreen | null>;
  /** Every screen with the standard calls currently on disk (rescans the folder, so added files appear). */
  all(): Promise<LoadedScreen[]>;
  /** Any screen, whatever its calls (what the browser renders). */
  file(id: string): Promise<LoadedScreen<AnyScreen> | null>;
  /** Every screen that declares its own calls. */
  custom(): Promise<LoadedScreen<AnyScreen>[]>;
  /** Calls `listener` after a screen file is reloaded (changed or added) or found gone. */
  onChange(listener: (id: string) => void): void;
  /** The ids of the screen files currently in the folder. */
  ids(): Promise<string[]>;
}

export interface Warn {
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

/** A screen's JSON text parsed and checked (check/screen-rules.ts): the screen, or every problem. */
export function checkScreenText(
  id: string,
  text: string,
): { loaded: LoadedScreen<AnyScreen>; errors: [] } | { loaded?: undefined; errors: CheckError[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = (error as Error).message;
    return {
      errors: [{ path: '/', message: `not valid JSON (${detail})`, key: 'screen.notJson', params: { detail } }],
    };
  }
  const errors = screenFileErrors(id, parsed);
  if (errors.length > 0) return { errors };
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  return { loaded: { screen: parsed as AnyScreen, text, etag }, errors: [] };
}

const describeBroken = ({ file, errors }: { file: string; errors: CheckError[] }) =>
  errors.map((error) => `${file}: ${error.path} ${error.message}`).join('\n');

export async function createScreenRegistry(dir: string, log: Warn): Promise<ScreenFiles> {
  const cache = new Map<string, { version: string; loaded: LoadedScreen<AnyScreen> }>();
  const listeners: ((id: string) => void)[] = [];
  const changed = (id: string) => listeners.forEach((listener) => listener(id));

  /** Set while the baseline loads: a broken file there stops the start instead of being skipped. */
  let baseline: { file: string; errors: CheckError[] }[] | null = [];

  async function load(id: string, file: string, version: string): Promise<LoadedScreen<AnyScreen> | null> {
    const previous = cache.get(id)?.loaded ?? null;
    const checked = checkScreenText(id, await readFile(file, 'utf8'));
    if (!checked.loaded) {
      if (baseline) baseline.push({ file, errors: checked.errors });
      else log.warn({ file, errors: checked.errors }, 'screen schema is invalid; keeping the last good version');
      return previous;
    }
    cache.set(id, { version, loaded: checked.loaded });
    changed(id);
    return checked.loaded;
  }

  // Calls at the same moment share one look at the file, kept until the event loop's next turn (a
  // request's permission check and its handler then share it): a stat per call, two per request
  // of a screen route, took 8 % of the server's CPU under a list's load. An edit still applies to
  // the next request.
  const looking = new Map<string, Promise<LoadedScreen<AnyScreen> | null>>();

  function file(id: string): Promise<LoadedScreen<AnyScreen> | null> {
    if (!isScreenId(id)) return Promise.resolve(null);
    let pending = looking.get(id);
    if (!pending) {
      pending = look(id).finally(() => setImmediate(() => looking.delete(id)));
      looking.set(id, pending);
    }
    return pending;
  }

  async function look(id: string): Promise<LoadedScreen<AnyScreen> | null> {
    const where = path.join(dir, `${id}.json`);
    const info = await stat(where).catch(() => null);
    if (!info?.isFile()) {
      if (cache.delete(id)) changed(id);
      return null;
    }
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = cache.get(id);
    return cached?.version === version ? cached.loaded : load(id, where, version);
  }

  const isStandard = (loaded: LoadedScreen<AnyScreen> | null): loaded is LoadedScreen =>
    loaded !== null && isStandardScreen(loaded.screen);
  const every = async () => Promise.all((await scan(dir)).map(file));

  async function get(id: string): Promise<LoadedScreen | null> {
    const loaded = await file(id);
    return isStandard(loaded) ? loaded : null;
  }

  async function all(): Promise<LoadedScreen[]> {
    return (await every()).filter(isStandard);
  }

  async function custom(): Promise<LoadedScreen<AnyScreen>[]> {
    return (await every()).filter(
      (loaded): loaded is LoadedScreen<AnyScreen> => loaded !== null && !isStandard(loaded),
    );
  }

  await every();
  const broken = baseline;
  baseline = null;
  if (broken.length > 0) throw new Error(`screen schemas are invalid:\n${broken.map(describeBroken).join('\n')}`);
  const onChange = (listener: (id: string) => void) => void listeners.push(listener);
  return { get, all, file, custom, onChange, ids: () => scan(dir) };
}
