// The indexes of collection_rows that screens ask for (screens/collection-indexes.ts), all named
// `cx_…`: which exist, and creating or dropping one. On PostgreSQL CONCURRENTLY, so a large table
// keeps serving reads and writes meanwhile (each statement on its own, never inside a transaction);
// PGlite has one connection that every query waits for anyway, so there the plain, faster form.
import { sql } from 'drizzle-orm';
import { isEmbedded, type Db } from '../db/client';

export interface CollectionIndex {
  /** Deterministic from screen, field and definition. */
  name: string;
  /** What follows `ON collection_rows`: method, columns, the screen's WHERE. */
  definition: string;
  /** Needs the pg_trgm extension. */
  trigram: boolean;
}

export const COLLECTION_INDEX_PREFIX = 'cx_';
const NAME = /^cx_[a-z0-9_]+$/;
/** `cx_…` as a LIKE pattern (the underscore escaped). */
const NAME_PATTERN = 'cx\\_%';

function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a collection index name: ${name}`);
  return name;
}

export function collectionIndexesRepository(db: Db) {
  const concurrently = isEmbedded(db) ? '' : 'CONCURRENTLY ';
  return {
    /**
     * The `cx_` indexes there are. An invalid one is a concurrent build that failed, or one that
     * another instance is building right now (`building`), which must be left alone.
     */
    async existing(): Promise<{ name: string; valid: boolean; building: boolean }[]> {
      const result = (await db.execute(sql`
        SELECT c.relname AS name, i.indisvalid AS valid,
          EXISTS (SELECT 1 FROM pg_stat_progress_create_index p WHERE p.index_relid = i.indexrelid) AS building
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'collection_rows'::regclass AND c.relname LIKE ${NAME_PATTERN}`)) as unknown as {
        rows: { name: string; valid: boolean; building: boolean }[];
      };
      return result.rows;
    },

    /** Makes trigram indexes possible (fails where the database has no pg_trgm to offer). */
    async enableTrigram(): Promise<void> {
      await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    },

    async create(index: CollectionIndex): Promise<void> {
      await db.execute(
        sql.raw(
          `CREATE INDEX ${concurrently}IF NOT EXISTS ${checkedName(index.name)} ON collection_rows ${index.definition}`,
        ),
      );
    },

    async drop(name: string): Promise<void> {
      await db.execute(sql.raw(`DROP INDEX ${concurrently}IF EXISTS ${checkedName(name)}`));
    },
  };
}
