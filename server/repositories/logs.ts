// Login records and timing-task logs: written by the login flow and the scheduler, listed and
// pruned by the administration screens.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginLogs, taskLogs } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';
import { ago } from './time';

export function loginLogsRepository(db: Db) {
  return {
    ...scopedTable(db, loginLogs, tableFields(loginLogs, { like: ['username', 'ip'] })),

    async record(entry: typeof loginLogs.$inferInsert): Promise<void> {
      await db.insert(loginLogs).values(entry);
    },

    async pruneOlderThan(tenantId: number, ms: number): Promise<number> {
      return (
        await db
          .delete(loginLogs)
          .where(and(eq(loginLogs.tenantId, tenantId), lt(loginLogs.createdAt, ago(ms))))
          .returning({ id: loginLogs.id })
      ).length;
    },
  };
}

export function taskLogsRepository(db: Db) {
  return {
    ...scopedTable(db, taskLogs, tableFields(taskLogs, { like: ['taskName'] })),

    async record(entry: typeof taskLogs.$inferInsert): Promise<void> {
      await db.insert(taskLogs).values(entry);
    },

    async pruneOlderThan(tenantId: number, ms: number): Promise<number> {
      return (
        await db
          .delete(taskLogs)
          .where(and(eq(taskLogs.tenantId, tenantId), lt(taskLogs.createdAt, ago(ms))))
          .returning({ id: taskLogs.id })
      ).length;
    },
  };
}
