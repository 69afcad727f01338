// A resource over one tenant-scoped table (repositories/scoped-table.ts), with hooks for the
// rules of each screen. Form field names are the table's Drizzle field names, so a validated
// body is written as it is.
import type { Body } from '../screens/form-body';
import type { Repositories } from '../repositories/index';
import type { ListPage, ListQuery } from '../repositories/list-sql';
import type { Resource, ResourceContext, Row } from '../screens/resource';
import { apiRow } from './rows';

/** What scopedTable() gives, in the loose form the generic resource needs. */
export interface ScopedRepository {
  list(tenantId: number, query: ListQuery): Promise<ListPage<object>>;
  get(tenantId: number, id: number): Promise<object | null>;
  insert(tenantId: number, values: never): Promise<object>;
  update(tenantId: number, id: number, values: never): Promise<object | null>;
  remove(tenantId: number, ids: number[]): Promise<number>;
}

export interface ScopedOptions {
  /** Checks and reshapes a body before it is written; `id` is absent on create. */
  beforeWrite?(ctx: ResourceContext, body: Body, id?: number): Promise<Body>;
  /** Refuses a deletion (throws) when rows are still needed. */
  beforeRemove?(ctx: ResourceContext, ids: number[]): Promise<void>;
  /** Adds to an answered row (a role's menu ids…). */
  decorate?(ctx: ResourceContext, row: Row & { id: number }): Promise<Row>;
  /** Runs before a create, in its transaction (a limit checked with the tenant row locked). */
  beforeInsert?(tx: Repositories, ctx: ResourceContext): Promise<void>;
  /** Runs after a create or update, in the same transaction (link tables). */
  afterWrite?(repos: Repositories, ctx: ResourceContext, id: number, body: Body): Promise<void>;
  maxPageSize?: number;
}

export function scopedResource(
  repoOf: (repos: Repositories) => ScopedRepository,
  options: ScopedOptions = {},
): Resource {
  const shape = async (ctx: ResourceContext, row: object | null) => {
    if (!row) return null;
    const plain = apiRow(row) as Row & { id: number };
    return options.decorate ? options.decorate(ctx, plain) : plain;
  };
  const write = async (ctx: ResourceContext, body: Body, id?: number) => {
    const values = options.beforeWrite ? await options.beforeWrite(ctx, body, id) : body;
    const written = await ctx.repos.transaction(async (tx) => {
      if (id === undefined) await options.beforeInsert?.(tx, ctx);
      const row =
        id === undefined
          ? await repoOf(tx).insert(ctx.tenantId, values as never)
          : await repoOf(tx).update(ctx.tenantId, id, values as never);
      if (row && options.afterWrite) await options.afterWrite(tx, ctx, (row as { id: number }).id, body);
      return row;
    });
    return shape(ctx, written);
  };
  return {
    maxPageSize: options.maxPageSize,
    async list(ctx, query) {
      const page = await repoOf(ctx.repos).list(ctx.tenantId, query);
      return { ...page, content: await Promise.all(page.content.map(async (row) => (await shape(ctx, row))!)) };
    },
    get: async (ctx, id) => shape(ctx, await repoOf(ctx.repos).get(ctx.tenantId, id)),
    create: async (ctx, body) => (await write(ctx, body))!,
    update: (ctx, id, body) => write(ctx, body, id),
    async remove(ctx, ids) {
      await options.beforeRemove?.(ctx, ids);
      return repoOf(ctx.repos).remove(ctx.tenantId, ids);
    },
  };
}
