import { ActAsAction } from './act-as';
import { DeleteAction } from './delete';
import { DeleteByNameAction } from './delete-by-name';
import { DetailAction } from './detail';
import { EditAction } from './edit';
import type { RowActionRenderer } from './types';

/** Row actions by the name an "actions" cell lists in props.actions. */
export const rowActions = {
  detail: DetailAction,
  edit: EditAction,
  del: DeleteAction,
  delByName: DeleteByNameAction,
  actAs: ActAsAction,
} satisfies Record<string, RowActionRenderer>;

export type RowActionName = keyof typeof rowActions;
