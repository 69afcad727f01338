// Departments: a tree per tenant (pid), referenced by users and by custom role data scopes.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { depts, users } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';

export function deptsRepository(db: Db) {
  return {
    ...scopedTable(db, depts, tableFields(depts, { like: ['name'] })),

    /** Every department of the tenant as id and parent, for walking the tree. */
    async links(tenantId: number): Promise<{ id: number; pid: number | null }[]> {
      return db.select({ id: depts.id, pid: depts.pid }).from(depts).where(eq(depts.tenantId, tenantId));
    },

    /** Whether any of `ids` still has sub-departments or users (then it cannot be deleted). */
    async inUse(tenantId: number, ids: number[]): Promise<boolean> {
      const [child] = await db
        .select({ id: depts.id })
        .from(depts)
        .where(and(eq(depts.tenantId, tenantId), inArray(depts.pid, ids)))
        .limit(1);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.deptId, ids)))
        .limit(1);
      return !!child || !!user;
    },
  };
}
