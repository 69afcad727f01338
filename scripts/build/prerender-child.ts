// Prints, as JSON, a page prerendered by prerender-render.tsx (argv: the project root, the page's
// module, its address). Run by prerender-page.ts in a Node process of its own with
// NODE_ENV=production, as the page's antd runs: the class names antd derives depend on it.
// The page's modules are bundled for Node by Vite first (they use import.meta.glob, and antd's
// ES files, imported by deep path, do not load in Node as they are), then run with what of a
// browser they touch as they load: an empty localStorage and sessionStorage (a first visit) and
// the document's root element (src/lib/i18n.ts sets its language). No window: antd's CSS-in-JS
// would then take Node for a browser.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { PrerenderedPage } from './prerender-render';

const [root, page, address] = process.argv.slice(2);
if (!root || !page || !address) throw new Error('usage: prerender-child.ts <root> <page module> <address>');

const entryId = 'virtual:prerender-entry';
const entry: Plugin = {
  name: 'prerender-entry',
  enforce: 'pre',
  // Vite hands the entry over as a path under the root.
  resolveId: (id) => (id.endsWith(entryId) ? entryId : undefined),
  load: (id) =>
    id === entryId
      ? [
          `import Page from ${JSON.stringify(path.resolve(root, page))};`,
          `import { renderPage } from ${JSON.stringify(path.join(import.meta.dirname, 'prerender-render.tsx'))};`,
          `export const render = () => renderPage(Page, ${JSON.stringify(address)});`,
        ].join('\n')
      : undefined,
};

// Inside the project, so that the bundle's imports of React and the router resolve; a folder of
// its own, as two builds may run at once (a test run's and a bench's).
const cache = path.join(root, 'node_modules/.cache');
await mkdir(cache, { recursive: true });
const outDir = await mkdtemp(path.join(cache, 'prerender-'));

class EmptyStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key = (index: number) => [...this.#items.keys()][index] ?? null;
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
  clear = () => this.#items.clear();
}

/** Installed once the bundle is built: Vite itself runs without them. */
function pretendFirstVisit(): void {
  const browser = {
    localStorage: new EmptyStorage(),
    sessionStorage: new EmptyStorage(),
    document: { documentElement: { lang: '' } },
  };
  for (const [name, value] of Object.entries(browser))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

try {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [entry],
    // antd and its parts are bundled (their ES files name imports without extensions); React,
    // react-dom/server and the router load from node_modules, one copy each.
    ssr: { noExternal: [/^antd\//, /^antd$/, /^rc-/, /^@rc-component\//, /^@ant-design\//, /^@emotion\//] },
    build: { ssr: entryId, outDir, minify: false, rolldownOptions: { output: { entryFileNames: 'entry.mjs' } } },
  });
  pretendFirstVisit();
  const { render } = (await import(pathToFileURL(path.join(outDir, 'entry.mjs')).href)) as {
    render: () => PrerenderedPage;
  };
  process.stdout.write(JSON.stringify(render()));
} finally {
  await rm(outDir, { recursive: true, force: true });
}
