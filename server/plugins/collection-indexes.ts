// `app.collectionIndexes`: collection_rows' indexes follow the collection screens (services/
// collection-indexes.ts), synced in the background at start and after any screen file is
// reloaded, so a start or an edit never waits for an index to build. Tests await `settled()`.
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { collectionIndexesRepository } from '../repositories/collection-indexes';
import { collectionIndexes } from '../screens/collection-indexes';
import { isDocument } from '../screens/types';
import { collectionIndexSync, type CollectionIndexSync } from '../services/collection-indexes';

declare module 'fastify' {
  interface FastifyInstance {
    collectionIndexes: CollectionIndexSync;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    const wanted = async () => {
      const screens = [...(await app.screens.all()), ...(await app.screens.custom())];
      return screens.flatMap(({ screen }) => (isDocument(screen) ? [] : collectionIndexes(screen)));
    };
    const sync = collectionIndexSync(collectionIndexesRepository(db), wanted, app.log);
    app.decorate('collectionIndexes', sync);
    if (app.config.collectionIndexes === false) return;
    app.screens.onChange(() => sync.request());
    sync.request();
    // A statement still running when the app closes would outlive its database connection; the
    // rest of the sync is left to the next start.
    app.addHook('onClose', () => sync.stop());
  },
  { name: 'collection-indexes', dependencies: ['config', 'screens'] },
);
