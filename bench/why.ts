// Why a module is on a page: builds the app once and prints, for each module whose path contains
// the given text, a chain of static imports from our own code down to it (the first our code
// reaches). A tool for cutting the bundle, like analyze.ts; not part of the tests.
// Usage: node --import tsx bench/why.ts <text> (e.g. antd/es/modal/index.js)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';

const needle = process.argv[2];
if (!needle) throw new Error('usage: node --import tsx bench/why.ts <part of a module path>');
const importersOf = new Map<string, readonly string[]>();

const recordImporters: Plugin = {
  name: 'record-importers',
  generateBundle() {
    for (const id of this.getModuleIds()) importersOf.set(id, this.getModuleInfo(id)?.importers ?? []);
  },
};

const short = (id: string) => path.relative(process.cwd(), id).replaceAll('\\', '/');
const ours = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

/** Breadth-first up the static importers until a module of ours. */
function chainTo(target: string): string[] | undefined {
  const previous = new Map<string, string>([[target, '']]);
  const queue = [target];
  while (queue.length) {
    const id = queue.shift()!;
    if (id !== target && ours(id)) {
      const chain = [id];
      for (let next = previous.get(id)!; next; next = previous.get(next)!) chain.push(next);
      return chain.map(short);
    }
    for (const importer of importersOf.get(id) ?? []) {
      if (!previous.has(importer)) {
        previous.set(importer, id);
        queue.push(importer);
      }
    }
  }
  return undefined;
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-why-'));
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true }, plugins: [recordImporters] });
fs.rmSync(outDir, { recursive: true, force: true });
const targets = [...importersOf.keys()].filter((id) => short(id).includes(needle));
for (const target of targets.slice(0, 10))
  console.log(chainTo(target)?.join('\n  -> ') ?? `${short(target)}: no static importer of ours`, '\n');
