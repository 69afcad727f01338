// The screens a tenant is served: its latest published version of an id (screen_versions, written
// by the studio) over the file of schemas/ (registry.ts, the baseline every tenant shares), plus
// the screens only it has. A tenant never sees another's versions. Each tenant's published
// versions are read once and kept until `forget` (a publish on this instance, or the news of one
// on another: plugins/screen-changes.ts). Without a tenant, the files alone are given (start-up
// route registration, index sync, tests).
import type { CheckError } from './meta-validator';
import { checkScreenText, type LoadedScreen, type ScreenFiles, type Warn } from './registry';
import { isStandardScreen, type AnyScreen } from './types';

export interface ScreenRegistry {
  /** A screen with the standard calls; null for none, or one that declares its own calls. */
  get(id: string, tenantId?: number): Promise<LoadedScreen | null>;
  /** Every screen with the standard calls (the files, each replaced by the tenant's version, and its own). */
  all(tenantId?: number): Promise<LoadedScreen[]>;
  /** Any screen, whatever its calls (what the browser renders). */
  file(id: string, tenantId?: number): Promise<LoadedScreen<AnyScreen> | null>;
  /** Every screen that declares its own calls. */
  custom(tenantId?: number): Promise<LoadedScreen<AnyScreen>[]>;
  /** Calls `listener` after a screen file is reloaded or a tenant's version of a screen is published. */
  onChange(listener: (id: string) => void): void;
  /** The files alone: what every tenant has before the studio. */
  baseline: ScreenFiles;
  /** Drops what is kept of the tenant's published versions; the next call reads them again. */
  forget(tenantId: number, screenId: string): void;
}

export interface PublishedVersions {
  published(tenantId: number): Promise<{ screenId: string; version: number; text: string }[]>;
}

export type TenantScreen = LoadedScreen<AnyScreen> & { version: number };

export function tenantScreenRegistry(files: ScreenFiles, store: PublishedVersions, log: Warn): ScreenRegistry {
  const tenants = new Map<number, Promise<Map<string, TenantScreen>>>();
  const listeners: ((id: string) => void)[] = [];
  files.onChange((id) => listeners.forEach((listener) => listener(id)));

  async function read(tenantId: number): Promise<Map<string, TenantScreen>> {
    const screens = new Map<string, TenantScreen>();
    for (const { screenId, version, text } of await store.published(tenantId)) {
      // Checked when published; checked again here because a newer release's rules may refuse it.
      const checked = checkScreenText(screenId, text);
      if (checked.loaded) screens.set(screenId, { ...checked.loaded, version });
      else warnRefused(tenantId, screenId, version, checked.errors);
    }
    return screens;
  }

  const warnRefused = (tenantId: number, screenId: string, version: number, errors: CheckError[]) =>
    log.warn({ tenantId, screenId, version, errors }, 'published screen fails the check; serving the file instead');

  function published(tenantId: number): Promise<Map<string, TenantScreen>> {
    let pending = tenants.get(tenantId);
    if (!pending) {
      const reading = read(tenantId);
      pending = reading;
      tenants.set(tenantId, reading);
      // A failed read (the database away) is not kept: the next call tries again.
      reading.catch(() => tenants.get(tenantId) === reading && tenants.delete(tenantId));
    }
    return pending;
  }

  async function file(id: string, tenantId?: number): Promise<LoadedScreen<AnyScreen> | null> {
    const own = tenantId === undefined ? undefined : (await published(tenantId)).get(id);
    return own ?? files.file(id);
  }

  async function every(tenantId?: number): Promise<LoadedScreen<AnyScreen>[]> {
    const own = tenantId === undefined ? new Map<string, TenantScreen>() : await published(tenantId);
    const ids = [...new Set([...(await files.ids()), ...own.keys()])].sort();
    const loaded = await Promise.all(ids.map((id) => own.get(id) ?? files.file(id)));
    return loaded.filter((screen) => screen !== null);
  }

  const isStandard = (loaded: LoadedScreen<AnyScreen> | null): loaded is LoadedScreen =>
    loaded !== null && isStandardScreen(loaded.screen);

  return {
    async get(id, tenantId) {
      const loaded = await file(id, tenantId);
      return isStandard(loaded) ? loaded : null;
    },
    all: async (tenantId) => (await every(tenantId)).filter(isStandard),
    file,
    custom: async (tenantId) => (await every(tenantId)).filter((loaded) => !isStandard(loaded)),
    onChange: (listener) => void listeners.push(listener),
    baseline: files,
    forget(tenantId, screenId) {
      tenants.delete(tenantId);
      listeners.forEach((listener) => listener(screenId));
    },
  };
}
