// Tree screens (menus, departments) answer unpaged lists nested, as the browser's tree selects
// need them; rows whose parent is not in the answer (filtered out) stay at the top level.
import type { Row } from './resource';
import type { Screen } from './types';

export function nestRows(screen: Screen, rows: Row[]): Row[] {
  if (!screen.tree) return rows;
  const rowKey = screen.rowKey ?? 'id';
  const { parentKey, childrenKey = 'children' } = screen.tree;
  const nodes = new Map<unknown, Record<string, unknown>>();
  for (const row of rows) nodes.set((row as Record<string, unknown>)[rowKey], { ...row });
  const roots: Row[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node[parentKey]);
    if (parent && parent !== node) ((parent[childrenKey] ??= []) as Row[]).push(node);
    else roots.push(node);
  }
  return roots;
}
