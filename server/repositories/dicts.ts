// Dictionaries and their details (label/value pairs looked up by dictionary name).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictDetails, dicts } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';

const dictName = sql`(SELECT ${dicts.name} FROM ${dicts} WHERE ${dicts.id} = ${dictDetails.dictId})`;

export function dictsRepository(db: Db) {
  return {
    ...scopedTable(db, dicts, tableFields(dicts, { like: ['name', 'description'], blurry: ['name', 'description'] })),
    details: scopedTable(db, dictDetails, {
      ...tableFields(dictDetails, { like: ['label', 'labelZhTw', 'labelEn'] }),
      dictName: { column: dictName },
    }),

    /** The values of a tenant's dictionary (none for a dictionary it does not have). */
    async values(tenantId: number, name: string): Promise<string[]> {
      const rows = await db
        .select({ value: dictDetails.value })
        .from(dictDetails)
        .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
        .where(and(eq(dicts.tenantId, tenantId), eq(dicts.name, name)));
      return rows.map((row) => row.value);
    },

    async idByName(tenantId: number, name: string): Promise<number | null> {
      const [row] = await db
        .select({ id: dicts.id })
        .from(dicts)
        .where(and(eq(dicts.tenantId, tenantId), eq(dicts.name, name)));
      return row?.id ?? null;
    },
  };
}
