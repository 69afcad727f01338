// `app.collectionIndexes`: collection_rows' indexes follow the collection screens (services/
// collection-indexes.ts): the files of schemas/ and every tenant's published screens (its own, and
// its versions of the files), synced in the background at start, after a screen file is reloaded
// and after a publish (here or, by its news, on another instance), so a start or a publish never
// waits for an index to build. Tests await `settled()`.
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
    // Each screen's indexes are partial on its id, so one index serves every tenant whose version
    // asks for it: the same definition is one name, kept once.
    const screensOf = async (tenantId?: number) => [
      ...(await app.screens.all(tenantId)),
      ...(await app.screens.custom(tenantId)),
    ];
    const wanted = async () => {
      const tenants = await app.repos.screenVersions.publishers();
      const screens = (await Promise.all([undefined, ...tenants].map(screensOf))).flat();
      const indexes = screens.flatMap(({ screen }) => (isDocument(screen) ? [] : collectionIndexes(screen)));
      return [...new Map(indexes.map((index) => [index.name, index])).values()];
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
