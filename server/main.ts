// Entry point: `node --import tsx server/main.ts`. Takes the data-folder lock, prepares the
// database (migrate, seed) and the RSA keys, then serves the API and the built front end.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/index';
import { readEnv } from './env';
import { printCaptchaOffWarning, printStarted } from './lib/banner';
import { acquireDataLock, DataFolderLockedError, type DataLock } from './lib/data-lock';
import { loadOrCreateRsaKeys } from './lib/rsa';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

async function start(): Promise<void> {
  const env = readEnv(process.env);
  if (!env.captcha) printCaptchaOffWarning();

  let lock: DataLock;
  try {
    lock = await acquireDataLock(env.dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Also on crashes: a lock left behind would only be taken over as stale, but clean is better.
  process.once('exit', () => lock.release());

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
      config: { captcha: env.captcha, rsa, distDir, trustProxy: env.trustProxy, logger: { level: env.logLevel } },
    });
    await app.listen({ port: env.port, host: env.host });
    const address = app.server.address();
    printStarted({
      port: typeof address === 'object' && address ? address.port : env.port,
      seed,
      adminPasswordFromEnv: env.adminPassword !== null,
      distDir,
      database: env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(env.dataDir, 'pglite')}`,
    });
  } catch (error) {
    await app?.close();
    await database?.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now": do not wait for slow requests.
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for the requests in flight.
    await app.close();
    await database.close();
    lock.release();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
