// Tree tables (departments, menus): a new parent must exist in the tenant and must not be the
// row itself or one of its descendants, or the tree would become a loop.
import { badRequest } from '../lib/http-error';

type ParentOf = (id: number) => Promise<{ pid: number | null } | null>;

const MAX_DEPTH = 64;

export async function checkParent(parentOf: ParentOf, id: number | undefined, pid: number | undefined): Promise<void> {
  if (pid === undefined) return;
  let current: number | null = pid;
  for (let depth = 0; current !== null && depth < MAX_DEPTH; depth++) {
    if (current === id) throw badRequest('tree.cycle');
    const row: { pid: number | null } | null = await parentOf(current);
    if (!row) throw badRequest('tree.unknownParent', { id: current });
    current = row.pid;
  }
}
