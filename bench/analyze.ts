// Which modules make up the chunks a page loads: builds the app once with a plugin that records
// each chunk's modules, then ranks packages (or single modules with --modules) by the gzip bytes
// of their code. A tool for cutting the bundle, not part of the tests.
// Usage: node --import tsx bench/analyze.ts [login|crud] [rows] [--modules]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';
import { pages, readManifest, staticClosure } from './lib/bundle';

const pageId = (process.argv[2] ?? 'login') as keyof typeof pages;
const rowCount = Number(process.argv[3]) || 40;
const byModule = process.argv.includes('--modules');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-analyze-'));
const codeByFile = new Map<string, Record<string, string>>();

const recordModules: Plugin = {
  name: 'record-modules',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      codeByFile.set(
        chunk.fileName,
        Object.fromEntries(Object.entries(chunk.modules).map(([id, info]) => [id, info.code ?? ''])),
      );
    }
  },
};

/** node_modules/<pkg>/… → the package name; our own files keep their folder. */
function groupOf(id: string): string {
  const relative = path.relative(process.cwd(), id).replaceAll('\\', '/');
  if (byModule) return relative;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(relative);
  return match?.[1] ?? relative.split('/').slice(0, 2).join('/');
}

await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true }, plugins: [recordModules] });
const totals = new Map<string, number>();
for (const file of staticClosure(readManifest(outDir), pages[pageId].keys)) {
  for (const [id, code] of Object.entries(codeByFile.get(file) ?? {})) {
    // Module by module, before minification: overstates the total, but ranks the parts rightly.
    totals.set(groupOf(id), (totals.get(groupOf(id)) ?? 0) + zlib.gzipSync(code).length);
  }
}
console.log(`${pages[pageId].title}: gzip bytes of each module's code before minification`);
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rowCount)) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
}
fs.rmSync(outDir, { recursive: true, force: true });
