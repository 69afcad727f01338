// A background task the app runs every so often while it is up (publishing due posts, sending due
// mail). A plain timer, as the scheduler's resync uses: no new dependency. A run still going when
// the next is due is skipped, a failed run is logged and the next one tries again, and closing the
// app waits for the run in flight. Only when config.scheduler is on (tests call the task directly).
import type { FastifyInstance } from 'fastify';

/** A whole number of milliseconds from the environment, at least `min`, else the default. */
export function intervalFromEnv(name: string, fallbackMs: number, min = 200): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= min ? value : fallbackMs;
}

export function runPeriodically(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  if (!app.config.scheduler) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
