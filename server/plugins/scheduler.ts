// The timing-task scheduler as `app.scheduler`: started when the app is ready (unless
// config.scheduler is false, as in tests that run tasks by hand) and stopped when it closes.
import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../scheduler/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export default fp(
  async (app) => {
    const scheduler = createScheduler(app.repos, app.log);
    app.decorate('scheduler', scheduler);
    if (app.config.scheduler) app.addHook('onReady', () => scheduler.start());
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['db', 'config'] },
);
