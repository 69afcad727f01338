import type { Row } from '../data-provider';

/**
 * Nests flat rows under their parents by `parentKey`. Rows whose parent is missing become roots,
 * so a filtered list still shows every match. Rows that already carry children are kept as sent.
 */
export function buildTree(rows: Row[], rowKey: string, parentKey: string, childrenKey: string): Row[] {
  if (rows.some((row) => Array.isArray(row[childrenKey]))) return rows;
  const byId = new Map(rows.map((row) => [row[rowKey], { ...row }]));
  const roots: Row[] = [];
  for (const row of byId.values()) {
    const parent = byId.get(row[parentKey]);
    if (parent && parent !== row) {
      parent[childrenKey] = [...((parent[childrenKey] as Row[] | undefined) ?? []), row];
    } else {
      roots.push(row);
    }
  }
  return roots;
}
