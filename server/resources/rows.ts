// Table rows as the API answers them: no tenant id, timestamps as createTime/updateTime (ISO),
// and no null fields, because the browser sends a row's form fields back on save (the switch
// cell) and a null would not pass the form's type rules.
import type { Row } from '../screens/resource';

const RENAMED: Record<string, string> = { createdAt: 'createTime', updatedAt: 'updateTime' };

export function apiRow(row: object): Row {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'tenantId' || value === null || value === undefined) continue;
    result[RENAMED[key] ?? key] = value instanceof Date ? value.toISOString() : value;
  }
  return result;
}
