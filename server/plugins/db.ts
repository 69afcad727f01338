// Decorates the instance with the repositories, the only code that talks SQL.
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { createRepositories, type Repositories } from '../repositories/index';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('repos', createRepositories(db));
  },
  { name: 'db' },
);
