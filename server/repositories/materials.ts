// Uploaded images and videos of a site (the files themselves are on disk, see routes/materials.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { materials } from '../db/schema-news';
import { bySite, scopedTable } from './scoped-table';
import { tableFields } from './list-sql';

export function materialsRepository(db: Db) {
  return {
    // A site's materials serve all its languages.
    ...scopedTable(db, materials, tableFields(materials, { like: ['originalName'] }), {
      owner: bySite,
      stampUpdatedAt: true,
    }),

    /** The row of a stored file name, whatever the tenant: serving a file needs only its name. */
    async byStoredName(storedName: string) {
      const [row] = await db.select().from(materials).where(eq(materials.storedName, storedName));
      return row ?? null;
    },
  };
}
