// The migrated and the seeded PGlite the server, security and reliability test files start from
// (vitest's globalSetup of those projects): made once per run, loaded by each test database
// (helpers/database.ts).
// Why: creating an in-memory PGlite runs initdb inside WebAssembly. On a busy 2-core machine (CI
// runs two lanes of checks) that took 12–19 s per test file, where loading this dump took 2–3 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';
import { ADMIN_PASSWORD } from './database';

let folder: string | undefined;

async function dump(database: Database, file: string): Promise<void> {
  if (database.driver !== 'pglite') throw new Error('an in-memory database is PGlite');
  const tarball = await database.client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

export async function setup(project: TestProject): Promise<void> {
  // On PostgreSQL each test file creates, migrates and seeds its own database.
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDumps', { migrated: '', seeded: '' });
    return;
  }
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pglite-'));
  const dumps = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    await dump(database, dumps.migrated);
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
    await dump(database, dumps.seeded);
  } finally {
    await database.close();
  }
  project.provide('pgliteDumps', dumps);
}

export function teardown(): void {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumps' paths ('' on PostgreSQL). */
    pgliteDumps: { migrated: string; seeded: string };
  }
}
