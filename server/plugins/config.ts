// The app configuration (main.ts builds it from the environment; tests build it directly), and
// the plugin that decorates the instance with it, and the password decryptor and the mail secret
// sealer built from its key pair.
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ChatOptions } from '../chat/options';
import { createDecryptor, type Decryptor, type RsaKeyPair } from '../lib/rsa';
import { createMailSealer, type MailSealer } from '../mail/secret';

export interface AppConfig {
  /** false only for automated tests (BACKOFFICE_CAPTCHA=off): any non-empty code passes. */
  captcha: boolean;
  rsa: RsaKeyPair;
  /** The built front end (vite build); null serves the API only. */
  distDir: string | null;
  /** Trust X-Forwarded-For for the client IP (behind a reverse proxy). */
  trustProxy: boolean;
  logger: FastifyServerOptions['logger'];
  /** The screen schemas folder (schemas/): re-read when a file changes, no restart needed. */
  schemasDir: string;
  /** Run the timing-task scheduler (off in tests that drive tasks by hand). */
  scheduler: boolean;
  /** Build the collection screens' indexes in the background (default on; off in tests that do
   *  not look at them: a fresh test database would build every screen's indexes again). */
  collectionIndexes?: boolean;
  /** Chat limits and the origins allowed to open a socket; defaults in chat/options.ts. */
  chat?: Partial<ChatOptions>;
  /** The DATABASE_URL the product's own database was opened with (none on PGlite): the database
   *  tool refuses it as a script target. */
  productDatabaseUrl?: string | null;
  /** Milliseconds since the epoch for session idleness and last-seen times; Date.now unless a
   *  test moves time itself. */
  clock?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Decrypts a password the browser encrypted with the deployment's public key. */
    decryptPassword: Decryptor;
    /** Seals the codes queued mails carry (mail/secret.ts). */
    mailSealer: MailSealer;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
    app.decorate('decryptPassword', createDecryptor(config.rsa.privateKeyPem));
    app.decorate('mailSealer', createMailSealer(config.rsa.privateKeyPem));
  },
  { name: 'config' },
);
