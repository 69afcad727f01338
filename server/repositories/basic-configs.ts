// Basic settings (spec §3 "Config entry"): one value per key and tenant.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { basicConfigs, tenants } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';
import { now } from './time';

export function basicConfigsRepository(db: Db) {
  return {
    ...scopedTable(db, basicConfigs, tableFields(basicConfigs, { like: ['configKey'] }), { stampUpdatedAt: true }),

    async valueOf(tenantCode: string, configKey: string): Promise<string | null> {
      const [row] = await db
        .select({ value: basicConfigs.configValue })
        .from(basicConfigs)
        .innerJoin(tenants, eq(tenants.id, basicConfigs.tenantId))
        .where(and(eq(tenants.code, tenantCode), eq(basicConfigs.configKey, configKey)));
      return row?.value ?? null;
    },

    async upsert(tenantId: number, entries: Record<string, string>): Promise<void> {
      const rows = Object.entries(entries).map(([configKey, configValue]) => ({ tenantId, configKey, configValue }));
      if (rows.length === 0) return;
      await db
        .insert(basicConfigs)
        .values(rows)
        .onConflictDoUpdate({
          target: [basicConfigs.tenantId, basicConfigs.configKey],
          set: { configValue: sql`excluded.config_value`, updatedAt: now },
        });
    },
  };
}
