// The resource behind every `"storage": "collection"` screen: rows are the screen's form fields
// stored as one JSON document, filtered and sorted on the fields the screen declares (as the
// screen's hooks say for a field they show otherwise than it is stored).
import { HttpError } from '../lib/http-error';
import type { FieldMap } from '../repositories/list-sql';
import { collectionField, type CollectionRow } from '../repositories/collections';
import { encryptedFields, secretFields } from '../screens/form-body';
import { filterableFields } from '../screens/list-query';
import { fieldType, searchMatch } from '../screens/collection-indexes';
import type { CollectionHooks } from '../screens/collection-hooks';
import type { Resource, ResourceContext, Row } from '../screens/resource';
import type { Screen } from '../screens/types';
import { alipayHooks } from '../alipay/trades';
import { shopHooks } from '../shop/hooks';
import { socialHooks } from '../social/hooks';
import { databaseTargetHooks } from './database-target-hooks';

// Every domain's hooks; a screen id with none is a plain JSON document.
const domainHooks: Record<string, CollectionHooks> = {
  ...shopHooks,
  ...socialHooks,
  ...alipayHooks,
  ...databaseTargetHooks,
};
const hooksOf = (screenId: string): CollectionHooks | undefined => domainHooks[screenId];

function fieldsOf(screen: Screen): FieldMap {
  return Object.fromEntries(
    [...filterableFields(screen)].map((field) => [
      field,
      collectionField(field, searchMatch(screen, field), fieldType(screen, field)),
    ]),
  );
}

/**
 * A stored row as the caller is shown it: password hashes and secrets (`x-secret`) stay on the
 * server, then the screen's `present` hook has its say.
 */
function toRow(ctx: ResourceContext, row: CollectionRow, hooks: CollectionHooks | undefined): Row {
  const data = { ...row.data };
  for (const name of [...encryptedFields(ctx.screen), ...secretFields(ctx.screen)]) delete data[name];
  const shaped = {
    ...data,
    id: row.id,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
  return hooks?.present ? hooks.present(ctx, shaped) : shaped;
}

export const collectionResource: Resource = {
  async list(ctx, query) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    const page = await repos.collections.list(tenantId, screen.id, query, {
      ...fieldsOf(screen),
      ...hooks?.listFields?.(ctx),
    });
    return { ...page, content: page.content.map((row) => toRow(ctx, row, hooks)) };
  },
  async get(ctx, id) {
    const row = await ctx.repos.collections.get(ctx.tenantId, ctx.screen.id, id);
    return row && toRow(ctx, row, hooksOf(ctx.screen.id));
  },
  async create(ctx, body) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    const row = await repos.collections.insert(
      tenantId,
      screen.id,
      hooks?.beforeCreate ? await hooks.beforeCreate(ctx, body) : body,
    );
    await hooks?.afterWrite?.(ctx, row);
    return toRow(ctx, (await reread(ctx, row.id, hooks)) ?? row, hooks);
  },
  async update(ctx, id, body) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    if (!hooks) {
      const row = await repos.collections.update(tenantId, screen.id, id, body);
      return row && toRow(ctx, row, hooks);
    }
    const current = await repos.collections.get(tenantId, screen.id, id);
    if (!current) return null;
    const plan = hooks.beforeUpdate ? await hooks.beforeUpdate(ctx, current, body) : { body };
    const row = await repos.collections.update(tenantId, screen.id, id, plan.body, plan.guard);
    // The row exists but no longer holds the guarded fields: someone else changed it meanwhile.
    if (!row) throw new HttpError(409, 'collection.changed');
    await hooks.afterWrite?.(ctx, row, current);
    return toRow(ctx, (await reread(ctx, id, hooks)) ?? row, hooks);
  },
  async remove(ctx, ids) {
    const { repos, tenantId, screen } = ctx;
    const hooks = hooksOf(screen.id);
    const rows = hooks?.afterRemove
      ? (await Promise.all(ids.map((id) => repos.collections.get(tenantId, screen.id, id)))).filter(
          (row) => row !== null,
        )
      : [];
    const removed = await repos.collections.remove(tenantId, screen.id, ids);
    await hooks?.afterRemove?.(ctx, rows);
    return removed;
  },
};

/** After hooks that may have changed the row itself (derived fields), the stored row. */
const reread = (ctx: ResourceContext, id: number, hooks: CollectionHooks | undefined) =>
  hooks?.afterWrite ? ctx.repos.collections.get(ctx.tenantId, ctx.screen.id, id) : Promise.resolve(null);
