// The social publisher: every SOCIAL_PUBLISH_INTERVAL_MS (default 15 s) it publishes the posts
// whose time has come (social/publish.ts). Runs with the timing-task scheduler (config.scheduler;
// off in tests, which call publishDuePosts themselves), a plain timer as the scheduler's resync
// uses: no new dependency. A tick still running when the next is due is skipped, and closing the
// app waits for the tick in flight. Several instances may tick at once: claims keep each post to one.
import fp from 'fastify-plugin';
import { publishDuePosts } from '../social/publish';

const DEFAULT_INTERVAL_MS = 15_000;

function intervalMs(): number {
  const value = Number(process.env.SOCIAL_PUBLISH_INTERVAL_MS);
  return Number.isInteger(value) && value >= 200 ? value : DEFAULT_INTERVAL_MS;
}

export default fp(
  async (app) => {
    if (!app.config.scheduler) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = publishDuePosts(app.repos)
        .catch((error: unknown) => app.log.error({ err: error }, 'social publishing tick failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, intervalMs());
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'social-publisher', dependencies: ['db', 'config'] },
);
