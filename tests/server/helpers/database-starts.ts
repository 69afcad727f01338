// The migrated and the seeded database the server, security and reliability test files start
// from (vitest's globalSetup of those projects), made once per run: on PGlite a dump each file
// loads, on PostgreSQL a template database each file's database is created from
// (helpers/database.ts).
// Why: creating an in-memory PGlite runs initdb inside WebAssembly; on a busy 2-core machine (CI
// runs two lanes of checks) that took 12–19 s per test file, where loading the dump took 2–3 s. On
// PostgreSQL, copying a template saves each file the migrations and the seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/db/seed/index';
import { ADMIN_PASSWORD, createPostgresDatabase } from './database';

/** Undoes what setup made (the dumps' folder, the template databases). */
const cleanups: (() => Promise<void>)[] = [];

async function pgliteStarts(): Promise<DatabaseStarts> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pglite-'));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  const starts = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    await dump(database, starts.migrated);
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
    await dump(database, starts.seeded);
  } finally {
    await database.close();
  }
  return starts;
}

async function dump(database: Database, file: string): Promise<void> {
  if (database.driver !== 'pglite') throw new Error('an in-memory database is PGlite');
  const tarball = await database.client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

/** Two templates; a template must have no connection while a database is created from it. */
async function postgresStarts(serverUrl: string): Promise<DatabaseStarts> {
  const migrated = await createPostgresDatabase(serverUrl);
  cleanups.push(migrated.drop);
  let database = await openDatabase({ url: migrated.url });
  await migrateDatabase(database);
  await database.close();
  const seeded = await createPostgresDatabase(serverUrl, migrated.name);
  cleanups.push(seeded.drop);
  database = await openDatabase({ url: seeded.url });
  await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
  await database.close();
  return { migrated: migrated.name, seeded: seeded.name };
}

export async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  project.provide('databaseStarts', serverUrl ? await postgresStarts(serverUrl) : await pgliteStarts());
}

export async function teardown(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** Per start: the dump's path on PGlite, the template database's name on PostgreSQL. */
export interface DatabaseStarts {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseStarts: DatabaseStarts;
  }
}
