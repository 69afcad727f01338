// Runs the timing tasks on their cron expressions (croner). Every instance schedules every
// active task; a tick is claimed in the database first (repositories/timing-tasks.ts claim), so
// with several instances on one PostgreSQL each tick runs once. The timetable is rebuilt after
// every edit and once a minute, which also picks up edits made through another instance.
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories/index';
import { runTask } from './run-task';

const RESYNC_MS = 60_000;

export interface Scheduler {
  start(): Promise<void>;
  /** Rebuilds the timetable from the database (after a task was added, edited or deleted). */
  sync(): Promise<void>;
  /** Stops every timer and waits for the runs in flight. */
  stop(): Promise<void>;
}

export function createScheduler(repos: Repositories, log: FastifyBaseLogger): Scheduler {
  const jobs: Cron[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  async function sync(): Promise<void> {
    jobs.splice(0).forEach((job) => job.stop());
    if (!running) return;
    for (const task of await repos.timingTasks.active()) {
      try {
        // protect: a run still going when the next tick comes is not started twice.
        const job = new Cron(task.cron, { protect: true }, (self: Cron) => {
          const tick = self.currentRun() ?? new Date();
          track(
            repos.timingTasks
              .claim(task.id, tick)
              .then((claimed) => (claimed ? runTask(repos, task) : null))
              .catch((error: unknown) => log.error({ err: error, task: task.id }, 'timing task failed to run')),
          );
        });
        jobs.push(job);
      } catch (error) {
        log.warn({ err: error, task: task.id }, 'timing task has an invalid cron expression');
      }
    }
  }

  return {
    async start() {
      running = true;
      await sync();
      timer = setInterval(
        () => track(sync().catch((error: unknown) => log.error({ err: error }, 'scheduler resync failed'))),
        RESYNC_MS,
      );
      timer.unref();
    },
    sync: () => sync(),
    async stop() {
      running = false;
      clearInterval(timer);
      jobs.splice(0).forEach((job) => job.stop());
      await Promise.allSettled([...inFlight]);
    },
  };
}
