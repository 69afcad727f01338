// The hand-written peer pages of bench/peers/, built as a plain Vite + React app would build them
// (Vite's defaults and the React plugin; none of the app's own build settings), with a manifest so
// their bytes can be read the way the app's are (bench/lib/bundle.ts).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const peersRoot = path.join(import.meta.dirname, '..', 'peers');

/** Builds the named pages (`name: 'file.html'` under bench/peers/) into outDir, served under `base`. */
export async function buildPeers(outDir: string, pages: Record<string, string>, base = '/__bench/'): Promise<void> {
  const input = Object.fromEntries(Object.entries(pages).map(([name, html]) => [name, path.join(peersRoot, html)]));
  await build({
    configFile: false,
    root: peersRoot,
    base,
    logLevel: 'warn',
    plugins: [react()],
    // A page in one chunk is what a peer is; Vite's 500 KB warning says nothing here.
    build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 2000, rolldownOptions: { input } },
  });
}
