// The audit log screen's rows (system/audit-log): read-only, newest first unless the caller
// sorts, with the version and message the write named lifted out of `detail` for the columns
// and the link to the studio's diff of that version.
import type { ListQuery } from '../repositories/list-sql';
import type { Resource, Row } from '../screens/resource';
import { apiRow } from './rows';

const NEWEST_FIRST: ListQuery['sort'] = [{ field: 'createTime', order: 'desc' }];

function auditRow(row: { detail: Record<string, unknown> }): Row & { id: number } {
  const { version, message } = row.detail;
  return apiRow({ ...row, version, message }) as Row & { id: number };
}

export const auditLogResource: Resource = {
  async list(ctx, query) {
    const page = await ctx.repos.auditLogs.list(ctx.tenantId, {
      ...query,
      sort: query.sort.length > 0 ? query.sort : NEWEST_FIRST,
    });
    return { ...page, content: page.content.map(auditRow) };
  },
  async get(ctx, id) {
    const row = await ctx.repos.auditLogs.get(ctx.tenantId, id);
    return row && auditRow(row);
  },
};
