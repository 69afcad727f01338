// A real app on a real, seeded test database, driven with inject().
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AppConfig } from '../../../server/plugins/config';
import type { Db } from '../../../server/db/client';
import { generateRsaKeyPair, type RsaKeyPair } from '../../../server/lib/rsa';
import { createRepositories, type Repositories } from '../../../server/repositories/index';
import { ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './database';

export { ADMIN_PASSWORD };
export const SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas', import.meta.url));

// Key generation takes a moment; one pair serves every app of a test file.
let keys: RsaKeyPair | undefined;
export const testKeys = (): RsaKeyPair => (keys ??= generateRsaKeyPair());

/**
 * The configuration of a test app: captcha on, no front end, no scheduler, no collection index
 * builds, no log; `config` overrides.
 */
export const testConfig = (config: Partial<AppConfig> = {}): AppConfig => ({
  captcha: true,
  rsa: testKeys(),
  distDir: null,
  schemasDir: SCHEMAS_DIR,
  scheduler: false,
  collectionIndexes: false,
  trustProxy: false,
  logger: false,
  ...config,
});

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  repos: Repositories;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  const testDb = await createTestDatabase('seeded');
  const { db } = testDb.database;
  const app = await buildApp({
    db,
    config: testConfig({ productDatabaseUrl: testDb.url, ...config }),
  });
  return {
    app,
    db,
    repos: createRepositories(db),
    testDb,
    close: async () => {
      await app.close();
      await testDb.dispose();
    },
  };
}
