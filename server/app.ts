// Builds the Fastify application: shared plugins first, then the API, then the front end.
// The caller owns the database (opens, migrates, closes it); tests drive the app with inject().
import Fastify, { type FastifyInstance } from 'fastify';
import chatPlugin from './chat/plugin';
import type { Db } from './db/client';
import { validatorCompiler } from './lib/validation';
import closingPlugin from './plugins/closing';
import configPlugin, { type AppConfig } from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import i18nPlugin from './plugins/i18n';
import mailSenderPlugin from './plugins/mail-sender';
import monitorPlugin from './plugins/monitor';
import openapiPlugin from './plugins/openapi';
import schedulerPlugin from './plugins/scheduler';
import securityHeadersPlugin from './plugins/security-headers';
import sessionMemoryPlugin from './plugins/session-memory';
import socialPublisherPlugin from './plugins/social-publisher';
import screensPlugin from './plugins/screens';
import collectionIndexesPlugin from './plugins/collection-indexes';
import spaPlugin from './plugins/spa';
import textInputPlugin from './plugins/text-input';
import api from './routes/index';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
}

export async function buildApp({ db, config }: BuildAppOptions): Promise<FastifyInstance> {
  // Our closing plugin answers requests that arrive while closing, in the API's error shape.
  const app = Fastify({ logger: config.logger, trustProxy: config.trustProxy, return503OnClosing: false });
  app.setValidatorCompiler(validatorCompiler);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  await app.register(i18nPlugin);
  await app.register(closingPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(schedulerPlugin);
  await app.register(socialPublisherPlugin);
  await app.register(mailSenderPlugin);
  await app.register(screensPlugin, { db });
  await app.register(collectionIndexesPlugin, { db });
  await app.register(chatPlugin, { db, options: config.chat });
  await app.register(monitorPlugin, { db });
  await app.register(sessionMemoryPlugin);
  // Before the routes: the OpenAPI document collects them as they are added.
  await app.register(openapiPlugin);
  await app.register(api, { prefix: '/prod-api' });
  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
