// Entry point: `node --import tsx server/main.ts`. Takes the data-folder lock, prepares the
// database (migrate, seed) and the RSA keys, then serves the API and the built front end.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { printCaptchaOffWarning, printStarted } from './banner';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/index';
import { readEnv, type Env } from './env';
import { acquireDataLock, DataFolderLockedError } from './lib/data-lock';
import { loadOrCreateRsaKeys } from './lib/rsa';
import { databaseRoleRisks } from './repositories/database-role';

// DIST_DIR lets test runs serve a build of their own instead of ./dist.
const distDir = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));
// SCHEMAS_DIR lets the e2e run serve a copy of schemas/, so a screen file a test adds there is
// not seen by the checks and server tests reading the repository's folder at the same time.
const schemasDir = process.env.SCHEMAS_DIR
  ? path.resolve(process.env.SCHEMAS_DIR)
  : fileURLToPath(new URL('../schemas', import.meta.url));

/** Opens, migrates and seeds the database, then listens; undoes what it did if a step fails. */
async function serve(env: Env): Promise<{ app: FastifyInstance; database: Database }> {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase(
      env.databaseUrl ? { url: env.databaseUrl } : { pgliteDir: path.join(env.dataDir, 'pglite') },
    );
    await migrateDatabase(database);
    const seed = await seedDatabase(database.db, { adminPassword: env.adminPassword ?? undefined });
    const rsa = await loadOrCreateRsaKeys(path.join(env.dataDir, 'keys'));
    app = await buildApp({
      db: database.db,
      config: {
        captcha: env.captcha,
        rsa,
        distDir,
        schemasDir,
        scheduler: true,
        trustProxy: env.trustProxy,
        chat: { allowedOrigins: env.chatAllowedOrigins },
        productDatabaseUrl: env.databaseUrl,
        logger: { level: env.logLevel },
      },
    });
    await app.listen({ port: env.port, host: env.host });
    const address = app.server.address();
    printStarted({
      port: typeof address === 'object' && address ? address.port : env.port,
      seed,
      adminPasswordFromEnv: env.adminPassword !== null,
      distDir,
      database: env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(env.dataDir, 'pglite')}`,
      // PGlite is embedded: its one role is a superuser of nothing but the product's own files.
      roleRisks: database.driver === 'postgres' ? await databaseRoleRisks(database.db) : [],
    });
    return { app, database };
  } catch (error) {
    await app?.close();
    await database?.close();
    throw error;
  }
}

async function start(): Promise<void> {
  const env = readEnv(process.env);
  if (!env.captcha) printCaptchaOffWarning();

  try {
    const lock = await acquireDataLock(env.dataDir);
    // Whichever way the process ends. (A lock left by kill -9 is taken over as stale next time.)
    process.once('exit', () => lock.release());
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  // The handlers are in place before the banner says the server runs: a Ctrl+C (or a SIGTERM)
  // that comes as the banner shows, or while the server still starts, stops it cleanly once it
  // has started, instead of killing it half way.
  const running = serve(env);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": do not wait for slow requests.
    if (stopping) process.exit(1);
    stopping = true;
    // close() stops accepting connections and waits for the requests in flight; the exit
    // handler then releases the lock. A start that fails reports itself (below).
    running
      .then(async ({ app, database }) => {
        app.log.info({ signal }, 'shutting down');
        await app.close();
        await database.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await running;
}

start().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
