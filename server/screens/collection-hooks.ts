// The one hook interface of collection screens that need more than validation (an order's status
// flow, stock derived from SKUs, a stored instant shown on each caller's clock). Domain folders
// (shop/, social/, alipay/) implement it per screen id; resources/collection.ts calls the hooks
// around its writes and on every row it answers. Screens without hooks stay pure JSON documents.
import type { CollectionRow } from '../repositories/collections';
import type { FieldMap } from '../repositories/list-sql';
import type { Body } from './form-body';
import type { ResourceContext } from './resource';

export interface UpdatePlan {
  body: Body;
  /** Fields the stored document must still hold for the update to apply (else 409). */
  guard?: Record<string, unknown>;
}

export interface CollectionHooks {
  beforeCreate?(ctx: ResourceContext, body: Body): Promise<Body>;
  beforeUpdate?(ctx: ResourceContext, current: CollectionRow, body: Body): Promise<UpdatePlan>;
  afterWrite?(ctx: ResourceContext, row: CollectionRow, previous?: CollectionRow): Promise<void>;
  afterRemove?(ctx: ResourceContext, rows: CollectionRow[]): Promise<void>;
  /** A row as this caller is shown it, in lists, details and the answers of writes. */
  present?(ctx: ResourceContext, row: Record<string, unknown>): Record<string, unknown>;
  /** List fields that present() shows otherwise than they are stored: how to filter and sort them. */
  listFields?(ctx: ResourceContext): FieldMap;
}
