// Timing tasks: the rows of the screen, and what the scheduler needs across tenants.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { timingTasks } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';

export type TimingTask = typeof timingTasks.$inferSelect;

export function timingTasksRepository(db: Db) {
  return {
    ...scopedTable(db, timingTasks, tableFields(timingTasks, { like: ['name', 'handler'] }), { stampUpdatedAt: true }),

    /** Every task of every tenant that is not paused: the scheduler's timetable. */
    async active(): Promise<TimingTask[]> {
      return db.select().from(timingTasks).where(eq(timingTasks.paused, false));
    },

    /**
     * Claims the scheduled time `tick` for this instance: one atomic update, so when several
     * instances fire the same tick only the first runs the task.
     */
    async claim(id: number, tick: Date): Promise<boolean> {
      const rows = await db
        .update(timingTasks)
        .set({ lastFiredAt: tick })
        .where(
          and(
            eq(timingTasks.id, id),
            eq(timingTasks.paused, false),
            or(isNull(timingTasks.lastFiredAt), lt(timingTasks.lastFiredAt, tick)),
          ),
        )
        .returning({ id: timingTasks.id });
      return rows.length > 0;
    },
  };
}
