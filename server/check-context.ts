// What `npm run schemas:check` (screens/check/) compares schemas with: the routes of the real
// app, built in-process on an empty in-memory database (routes need no data), and the
// permissions and dictionaries of the seed.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { CRUD, seedAreas, type SeedMenu } from './db/seed/menus';
import { seedDicts, seedRoles } from './db/seed/org';
import { generateRsaKeyPair } from './lib/rsa';
import type { CheckContext } from './screens/check/check';

function seedPermissions(): Set<string> {
  const names = new Set<string>(Object.values(seedRoles).map((role) => role.code));
  const visit = (item: SeedMenu) => {
    if (item.permission) for (const action of item.actions ?? CRUD) names.add(`${item.permission}:${action}`);
    item.children?.forEach(visit);
  };
  seedAreas.forEach((area) => area.items.forEach(visit));
  return names;
}

/** The app is always built on the project's own schemas (its routes come from them); the
 *  folder checked may be another one (a fixture, a draft). */
const projectSchemas = fileURLToPath(new URL('../schemas', import.meta.url));

export async function openCheckContext(paths: {
  schemasDir: string;
  localesDir: string;
}): Promise<{ context: CheckContext; close(): Promise<void> }> {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const app = await buildApp({
    db: database.db,
    config: {
      schemasDir: projectSchemas,
      captcha: true,
      rsa: generateRsaKeyPair(),
      distDir: null,
      scheduler: false,
      trustProxy: false,
      logger: false,
    },
  });
  await app.ready();
  return {
    context: {
      ...paths,
      serves: (method, apiPath) => app.hasRoute({ method, url: `/prod-api/${apiPath}` }),
      permissions: seedPermissions(),
      dicts: new Set(seedDicts.map((dict) => dict.name)),
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
