// Keeps collection_rows' `cx_` indexes equal to what the collection screens ask for
// (screens/collection-indexes.ts; `wanted` names them): after a screen is loaded, reloaded or published, the indexes no screen
// needs any more are dropped and the missing ones created. One sync runs at a time; a change
// during one asks for another after it. An index another instance is building is left to it. A
// failure (no pg_trgm on this PostgreSQL…) is logged and left for the next sync: lists still
// answer, slower. Stopping (the app closing) ends the sync after the statement under way.
import type { CollectionIndex } from '../repositories/collection-indexes';
import type { collectionIndexesRepository } from '../repositories/collection-indexes';

interface Log {
  warn(details: object, message: string): void;
}

export interface CollectionIndexSync {
  /** Asks for a sync (after the one running, if any). */
  request(): void;
  /** Resolves once no sync is running or asked for. */
  settled(): Promise<void>;
  /** Starts no further statement; resolves once the one under way has ended. */
  stop(): Promise<void>;
}

export function collectionIndexSync(
  repo: ReturnType<typeof collectionIndexesRepository>,
  wanted: () => Promise<CollectionIndex[]>,
  log: Log,
): CollectionIndexSync {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function attempt(what: string, work: () => Promise<void>): Promise<boolean> {
    if (stopped) return false;
    try {
      await work();
      return true;
    } catch (error) {
      log.warn({ err: error }, `collection index: ${what} failed`);
      return false;
    }
  }

  async function sync(): Promise<void> {
    const indexes = await wanted();
    const names = new Set(indexes.map((index) => index.name));
    const existing = await repo.existing();
    const kept = new Set(
      existing.filter((index) => index.building || (index.valid && names.has(index.name))).map((index) => index.name),
    );
    for (const { name } of existing.filter((index) => !kept.has(index.name))) {
      await attempt(`dropping ${name}`, () => repo.drop(name));
    }
    const missing = indexes.filter((index) => !kept.has(index.name));
    const trigram = missing.some((index) => index.trigram) && (await attempt('pg_trgm', () => repo.enableTrigram()));
    for (const index of missing.filter((each) => trigram || !each.trigram)) {
      await attempt(`creating ${index.name}`, () => repo.create(index));
    }
  }

  function run(): Promise<void> {
    again = false;
    if (stopped) return Promise.resolve();
    return sync()
      .catch((error: unknown) => log.warn({ err: error }, 'collection index sync failed'))
      .then(() => (again ? run() : undefined));
  }

  return {
    request() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    settled: () => running ?? Promise.resolve(),
    stop() {
      stopped = true;
      return running ?? Promise.resolve();
    },
  };
}
