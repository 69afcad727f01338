// Decorates the instance with the app configuration and the password decryptor built from it.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createDecryptor, type Decryptor } from '../lib/rsa';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Decrypts a password the browser encrypted with the deployment's public key. */
    decryptPassword: Decryptor;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
    app.decorate('decryptPassword', createDecryptor(config.rsa.privateKeyPem));
  },
  { name: 'config' },
);
