// The audit log of studio writes (saves, publishes, rollbacks, imports, screens made by the
// wizard): written in the writer's transaction, listed by the audit log screen, never changed.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema-screens';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';

export function auditLogsRepository(db: Db) {
  const { list, get } = scopedTable(db, auditLogs, tableFields(auditLogs, { like: ['username', 'subject'] }));
  return {
    list,
    get,

    async record(entry: typeof auditLogs.$inferInsert): Promise<void> {
      await db.insert(auditLogs).values(entry);
    },

    async of(tenantId: number, subject: string): Promise<(typeof auditLogs.$inferSelect)[]> {
      return db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.tenantId, tenantId), eq(auditLogs.subject, subject)))
        .orderBy(auditLogs.id);
    },
  };
}
