// Which field each unique constraint protects, derived from the schema so a new unique column
// needs no extra mapping. Used to answer 409 "<field> 已存在" instead of a database message.
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

function collect(): Map<string, string> {
  const fields = new Map<string, string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const fieldOf = new Map(Object.entries(getTableColumns(table)).map(([field, column]) => [column.name, field]));
    const config = getTableConfig(table);
    for (const column of config.columns) {
      if (column.uniqueName) fields.set(column.uniqueName, fieldOf.get(column.name) ?? column.name);
    }
    for (const index of config.indexes) {
      // Leading columns (tenant_id, dict_id…) only scope the key; the last one is what the user typed.
      const last = index.config.columns.at(-1);
      if (!index.config.unique || !index.config.name || !last || !('name' in last) || !last.name) continue;
      fields.set(index.config.name, fieldOf.get(last.name) ?? last.name);
    }
  }
  return fields;
}

export const uniqueKeyFields: ReadonlyMap<string, string> = collect();
