// The modules a page runs before it can show itself: its static imports, transitively, where an
// import of a library's index (`import { Table } from 'antd'`) counts only the modules behind the
// names imported, not everything the index re-exports. Following every import of a re-exporting
// index would put all of antd on every page, as if tree-shaking did not happen.
// Reads Rolldown's module graph (ModuleInfo) during chunking; see page-chunks.ts.
import path from 'node:path';

export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

interface ReExports {
  /** Exported name → the import source it comes from. */
  named: Map<string, string>;
  /** `export * from '…'` sources. */
  star: string[];
  /** Sources of the index's own imports and anything else it does: always run. */
  own: string[];
}

const namedReExport = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const starReExport = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const anyImport = /(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+)["']/g;
const namedImport = /import\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `default as Table, Button as B` → the exported names (`Table`, `B`); `local` → the local side. */
function specifierNames(list: string, side: 'exported' | 'imported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((words) => words[0])
    .map((words) => (side === 'exported' ? words[words.length - 1]! : words[0]!))
    .filter((name) => !name.startsWith('type '));
}

/** A module that only passes on other modules' exports (a package index), or undefined. */
function reExportsOf(code: string): ReExports | undefined {
  const reExports: ReExports = { named: new Map(), star: [], own: [] };
  const reExportSources = new Set<string>();
  for (const [, list, source] of code.matchAll(namedReExport)) {
    for (const name of specifierNames(list!, 'exported')) reExports.named.set(name, source!);
    reExportSources.add(source!);
  }
  for (const [, source] of code.matchAll(starReExport)) {
    reExports.star.push(source!);
    reExportSources.add(source!);
  }
  for (const [, source] of code.matchAll(anyImport)) if (!reExportSources.has(source!)) reExports.own.push(source!);
  // A package index: star re-exports, or many named ones. A module with one or two is code.
  return reExports.star.length > 0 || reExports.named.size >= 3 ? reExports : undefined;
}

/** Which of a module's resolved imports an import source names: the longest match wins. */
function resolveSource(from: string, source: string, importedIds: readonly string[]): string | undefined {
  const key = source.startsWith('.') ? path.resolve(path.dirname(from), source) : `/node_modules/${source}`;
  const matches = (id: string) =>
    source.startsWith('.')
      ? id === key || id.startsWith(`${key}.`) || id.startsWith(`${key}/index.`)
      : id.includes(`${key}/`) || id.includes(`${key}.`);
  return importedIds.find(matches);
}

export function staticUses(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const info = (id: string) => {
    const found = graph.getModuleInfo(id);
    if (!found) throw new Error(`static-uses: no module ${id} in the build`);
    return found;
  };
  const reExportCache = new Map<string, ReExports | undefined>();
  const reExports = (id: string) => {
    if (!reExportCache.has(id)) reExportCache.set(id, reExportsOf(info(id).code ?? ''));
    return reExportCache.get(id);
  };

  const seen = new Set<string>();
  const queue = [...roots];
  /** The modules behind one name of an index, and the index's own imports. */
  const followName = (index: string, name: string) => {
    const { named, star, own } = reExports(index)!;
    const importedIds = info(index).importedIds;
    for (const source of own)
      queue.push(...[resolveSource(index, source, importedIds)].filter((id) => id !== undefined));
    const source = named.get(name);
    const targets = source !== undefined ? [source] : star;
    for (const target of targets) {
      const id = resolveSource(index, target, importedIds);
      if (id === undefined) continue;
      if (reExports(id) && source === undefined) followName(id, name);
      else queue.push(id);
    }
  };

  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const { code, importedIds } = info(id);
    const namesByIndex = new Map<string, string[]>();
    for (const [, list, source] of (code ?? '').matchAll(namedImport)) {
      const imported = resolveSource(id, source!, importedIds);
      if (imported !== undefined && reExports(imported)) {
        namesByIndex.set(imported, [...(namesByIndex.get(imported) ?? []), ...specifierNames(list!, 'imported')]);
      }
    }
    for (const imported of importedIds) {
      const names = namesByIndex.get(imported);
      if (!names) {
        queue.push(imported);
        continue;
      }
      seen.add(imported);
      for (const name of names) followName(imported, name);
    }
  }
  return seen;
}
