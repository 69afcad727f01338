// Role data scopes (roles.data_scope): which users' rows a user may see in the lists the scope
// applies to (users). Several roles add up; any role with `all` lifts the limit. A user always
// sees their own row, so `self` is the narrowest scope, not an empty one.
import type { DataScope } from '../repositories/data-scope';
import type { Repositories } from '../repositories/index';

export const DATA_SCOPES = ['all', 'custom', 'dept', 'deptAndBelow', 'self'] as const;
export type DataScopeName = (typeof DATA_SCOPES)[number];

/** `roots` and every department below them. */
export function withDescendants(tree: { id: number; pid: number | null }[], roots: number[]): number[] {
  const found = new Set(roots);
  // Breadth-first over the children; the set also stops at a (corrupt) cycle.
  for (let frontier = roots; frontier.length > 0;) {
    frontier = tree
      .filter((dept) => dept.pid !== null && frontier.includes(dept.pid) && !found.has(dept.id))
      .map((dept) => dept.id);
    frontier.forEach((id) => found.add(id));
  }
  return [...found];
}

export async function dataScopeOf(repos: Repositories, tenantId: number, userId: number): Promise<DataScope> {
  const scopes = await repos.roles.scopesOfUser(tenantId, userId);
  if (scopes.some((scope) => scope.dataScope === 'all')) return 'all';
  const ownDept = (await repos.userAdmin.get(tenantId, userId))?.deptId;
  const own = ownDept === undefined ? [] : [ownDept];
  const deptIds = new Set<number>();
  for (const { dataScope, deptIds: custom } of scopes) {
    const add = (ids: number[]) => ids.forEach((id) => deptIds.add(id));
    if (dataScope === 'custom') add(custom);
    else if (dataScope === 'dept') add(own);
    else if (dataScope === 'deptAndBelow') add(withDescendants(await repos.depts.links(tenantId), own));
    // `self` (and any unknown value) adds nothing beyond the user's own row.
  }
  return { deptIds: [...deptIds], userId };
}
