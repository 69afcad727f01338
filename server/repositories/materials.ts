// Uploaded images and videos of a site (the files themselves are on disk, see routes/materials.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { materials } from '../db/schema-news';
import { siteScopedTable } from './content-scope';
import { tableFields } from './list-sql';

export function materialsRepository(db: Db) {
  return {
    ...siteScopedTable(db, materials, tableFields(materials, { like: ['originalName'] })),

    /** The row of a stored file name, whatever the tenant: serving a file needs only its name. */
    async byStoredName(storedName: string) {
      const [row] = await db.select().from(materials).where(eq(materials.storedName, storedName));
      return row ?? null;
    },
  };
}
