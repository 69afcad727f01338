// The social publisher: every SOCIAL_PUBLISH_INTERVAL_MS (default 15 s) it publishes the posts
// whose time has come (social/publish.ts). Several instances may tick at once: claims keep each
// post to one.
import fp from 'fastify-plugin';
import { intervalFromEnv, runPeriodically } from '../lib/periodic-task';
import { publishDuePosts } from '../social/publish';

export default fp(
  async (app) => {
    runPeriodically(app, 'social publishing tick', intervalFromEnv('SOCIAL_PUBLISH_INTERVAL_MS', 15_000), () =>
      publishDuePosts(app.repos),
    );
  },
  { name: 'social-publisher', dependencies: ['db', 'config'] },
);
