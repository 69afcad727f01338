// A server data folder whose PGlite database is migrated, seeded and filled before the server
// starts (startServer with env DATA_DIR), for tests and benches that need more rows than the API
// could insert in reasonable time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { openDatabase } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';
import { ADMIN_PASSWORD } from './server';

/** A new data folder; `fill` runs on its seeded database. The caller removes the folder. */
export async function seededDataDir(fill: (db: Db) => Promise<void>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-seeded-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
    await fill(database.db);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** `count` orders of the seeded tenant (shop/order), numbered `<prefix>000001`…, paid by WeChat. */
export async function insertOrders(db: Db, count: number, prefix: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO collection_rows (tenant_id, screen_id, data)
    SELECT 1, 'shop/order', jsonb_build_object(
      'orderNo', ${prefix} || lpad(n::text, 6, '0'),
      'payType', 'wechat',
      'payAmount', n % 1000,
      'receiverName', 'Receiver ' || n)
    FROM generate_series(1, ${count}) AS n`);
}
