// What a schema-backed resource implements; the generic handlers (handle.ts) do the rest:
// permissions, query parsing, body validation, password decryption, 404s and answer shapes.
import type { FastifyRequest } from 'fastify';
import type { ListPage, ListQuery } from '../repositories/list-sql';
import type { Repositories } from '../repositories/index';
import type { SessionAccess } from '../services/session-access';
import type { Body } from './form-body';
import type { Screen } from './types';

// Rows are whatever a repository shapes for the list; only their fields reach the client.
export type Row = object;

export interface ResourceContext {
  tenantId: number;
  userId: number;
  /** What the caller may do and see (roles, permissions, data scope), cached per session. */
  access: SessionAccess;
  repos: Repositories;
  screen: Screen;
  /** The call itself, for resources scoped by its headers (the site builder's Site-Id, Language-Source). */
  request: FastifyRequest;
}

export interface Resource {
  list(ctx: ResourceContext, query: ListQuery): Promise<ListPage<Row>>;
  get(ctx: ResourceContext, id: number): Promise<Row | null>;
  /** Absent: the resource is read-only (no POST/PUT routes even if the screen has a form). */
  create?(ctx: ResourceContext, body: Body): Promise<Row>;
  /** The body without the row key; null when no such row in the tenant. */
  update?(ctx: ResourceContext, id: number, body: Body): Promise<Row | null>;
  /** Deletes the tenant's rows among `ids`; answers how many there were. */
  remove?(ctx: ResourceContext, ids: number[]): Promise<number>;
  /** Largest `size` a list accepts (100 unless said). */
  maxPageSize?: number;
}

export const supports = (resource: Resource, kind: string): boolean =>
  kind === 'create'
    ? !!resource.create
    : kind === 'update'
      ? !!resource.update
      : kind.startsWith('remove')
        ? !!resource.remove
        : true;
