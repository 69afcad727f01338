// The server's imports form no cycle, type-only imports included. ESLint's import/no-cycle
// (eslint.config.js) skips `import type`, so a cycle closed on one side by a type import is caught
// only here; the direction between folders is ESLint's (import/no-restricted-paths zones).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../../server', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The server files a file imports (static, type-only, re-exports and import()), by relative path. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName.replace(/\.js$/, '')))
    .flatMap(
      (base) =>
        [`${base}.ts`, path.join(base, 'index.ts'), base].find(
          (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
        ) ?? [],
    )
    .filter((target) => target.startsWith(SERVER + path.sep));
}

/** Every cycle found by a depth-first walk, each as `a.ts → b.ts → a.ts`. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): void => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file].map((item) => path.relative(SERVER, item)).join(' → '));
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

it('server/ has no import cycle, counting type-only imports', () => {
  const files = sourceFiles(SERVER);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  // The walk did read imports (an empty graph would pass for the wrong reason).
  expect(graph.get(path.join(SERVER, 'app.ts'))).toContain(path.join(SERVER, 'routes', 'index.ts'));
  expect(cycles(graph)).toEqual([]);
});
