// The resource behind every `"storage": "collection"` screen: rows are the screen's form fields
// stored as one JSON document, filtered and sorted on the fields the screen declares.
import { HttpError } from '../lib/http-error';
import type { FieldMap } from '../repositories/list-sql';
import { collectionField, type CollectionRow } from '../repositories/collections';
import { encryptedFields, secretFields } from '../screens/form-body';
import { filterableFields } from '../screens/list-query';
import type { Resource, ResourceContext, Row } from '../screens/resource';
import type { Screen } from '../screens/types';
import { hooksOf, type CollectionHooks } from './collection-hooks';

const WORD_SEARCH = new Set(['Input', 'TextArea']);
const RANGES = new Set(['DateRangePicker']);

function fieldsOf(screen: Screen): FieldMap {
  const search = screen.search?.properties ?? {};
  return Object.fromEntries(
    [...filterableFields(screen)].map((field) => {
      const widget = String(search[field]?.['x-component'] ?? '');
      return [field, collectionField(field, RANGES.has(widget) ? 'range' : WORD_SEARCH.has(widget) ? 'like' : 'eq')];
    }),
  );
}

/** A stored row as the list shows it; password hashes and secrets (`x-secret`) stay on the server. */
function toRow(screen: Screen, row: CollectionRow): Row {
  const data = { ...row.data };
  for (const name of [...encryptedFields(screen), ...secretFields(screen)]) delete data[name];
  return { ...data, id: row.id, createTime: row.createdAt.toISOString(), updateTime: row.updatedAt.toISOString() };
}

export const collectionResource: Resource = {
  async list({ repos, tenantId, screen }, query) {
    const page = await repos.collections.list(tenantId, screen.id, query, fieldsOf(screen));
    return { content: page.content.map((row) => toRow(screen, row)), totalElements: page.totalElements };
  },
  async get({ repos, tenantId, screen }, id) {
    const row = await repos.collections.get(tenantId, screen.id, id);
    return row && toRow(screen, row);
  },
  async create(ctx, body) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    const row = await repos.collections.insert(tenantId, screen.id, hooks?.beforeCreate ? await hooks.beforeCreate(ctx, body) : body);
    await hooks?.afterWrite?.(ctx, row);
    return toRow(screen, (await reread(ctx, row.id, hooks)) ?? row);
  },
  async update(ctx, id, body) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    if (!hooks) {
      const row = await repos.collections.update(tenantId, screen.id, id, body);
      return row && toRow(screen, row);
    }
    const current = await repos.collections.get(tenantId, screen.id, id);
    if (!current) return null;
    const plan = hooks.beforeUpdate ? await hooks.beforeUpdate(ctx, current, body) : { body };
    const row = await repos.collections.update(tenantId, screen.id, id, plan.body, plan.guard);
    // The row exists but no longer holds the guarded fields: someone else changed it meanwhile.
    if (!row) throw new HttpError(409, 'collection.changed');
    await hooks.afterWrite?.(ctx, row, current);
    return toRow(screen, (await reread(ctx, id, hooks)) ?? row);
  },
  async remove(ctx, ids) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    const rows = hooks?.afterRemove ? (await Promise.all(ids.map((id) => repos.collections.get(tenantId, screen.id, id)))).filter((row) => row !== null) : [];
    const removed = await repos.collections.remove(tenantId, screen.id, ids);
    await hooks?.afterRemove?.(ctx, rows);
    return removed;
  },
};

/** After hooks that may have changed the row itself (derived fields), the stored row. */
const reread = (ctx: ResourceContext, id: number, hooks: CollectionHooks | undefined) =>
  hooks?.afterWrite ? ctx.repos.collections.get(ctx.tenantId, ctx.screen.id, id) : Promise.resolve(null);
