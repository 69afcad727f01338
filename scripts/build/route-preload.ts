// A page opened by its address (the login page, where every session starts) fetches its lazy chunk
// only once the entry has run and the router has matched it: ~20 small files after the entry,
// over the browser's six connections, in the first page's critical path (docs/performance.md).
// This plugin puts a small script in index.html that, on that address, asks for those files with
// `<link rel="modulepreload">` at once, so they arrive while the entry is still being parsed.
// A page may also name its antd parts: their styles are then written at build time into a
// stylesheet linked on that address (antd-page-styles.ts), which antd finds and does not write
// again while the page renders (src/lib/page-styles.ts waits for it).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { extractAntdStyles, type AntdParts } from './antd-page-styles.ts';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

export interface RoutePage {
  /** The source file (relative to the root) of the lazy route module the address opens. */
  page: string;
  antdParts?: AntdParts;
}

/** The chunk files a module's chunk imports statically, transitively, minus those in `known`. */
export function chunkClosure(bundle: Bundle, fileName: string, known: ReadonlySet<string> = new Set()): string[] {
  const files: string[] = [];
  const queue = [fileName];
  const seen = new Set(known);
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    files.push(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return files;
}

/**
 * The inline script: on one of the paths, a modulepreload link for each of its scripts and a
 * stylesheet link for each of its CSS files, marked `data-page-styles` and, once loaded or
 * failed, `data-settled`.
 */
export function preloadScript(filesByPath: Record<string, string[]>): string {
  return [
    `(function (files) {`,
    `  (files[location.pathname] || []).forEach(function (href) {`,
    `    var link = document.createElement('link');`,
    `    if (/\\.css$/.test(href)) {`,
    `      link.rel = 'stylesheet'; link.setAttribute('data-page-styles', '');`,
    `      link.onload = link.onerror = function () { link.setAttribute('data-settled', ''); };`,
    `    } else {`,
    `      link.rel = 'modulepreload'; link.crossOrigin = '';`,
    `    }`,
    `    link.href = href;`,
    `    document.head.appendChild(link);`,
    `  });`,
    `})(${JSON.stringify(filesByPath)});`,
  ].join('\n');
}

const stylesAssetName = (address: string) => `${address.replace(/[^a-z\d]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-antd.css`;

/** `pages`: an address → what it opens. */
export function preloadRouteChunks(root: string, pages: Record<string, RoutePage>): Plugin {
  let base = '/';
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      for (const [address, { antdParts }] of Object.entries(pages)) {
        if (!antdParts) continue;
        const source = await extractAntdStyles(root, antdParts);
        // Named after the parts' module in Vite's manifest, where bench/lib/bundle.ts counts it.
        this.emitFile({ type: 'asset', name: stylesAssetName(address), originalFileName: antdParts.module, source });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }): string {
        if (!bundle || !entry) return html;
        const entryFiles = new Set(chunkClosure(bundle, entry.fileName));
        const filesByPath: Record<string, string[]> = {};
        for (const [address, { page: source, antdParts }] of Object.entries(pages)) {
          const id = path.resolve(root, source);
          const page = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === id);
          if (!page) throw new Error(`preload-route-chunks: no chunk for ${source}; is it still a lazy route?`);
          const styles = antdParts ? [stylesFile(bundle, stylesAssetName(address))] : [];
          filesByPath[address] = [...styles, ...chunkClosure(bundle, page.fileName, entryFiles)].map((file) => base + file);
        }
        // Before the entry's tags: an inline script after a stylesheet would wait for it.
        const entryTag = html.indexOf('<script type="module"');
        if (entryTag < 0) throw new Error('preload-route-chunks: index.html has no entry script');
        return `${html.slice(0, entryTag)}<script>${preloadScript(filesByPath)}</script>\n    ${html.slice(entryTag)}`;
      },
    },
  };
}

function stylesFile(bundle: Bundle, name: string): string {
  const asset = Object.values(bundle).find((output) => output.type === 'asset' && output.names.includes(name));
  if (!asset) throw new Error(`preload-route-chunks: the bundle has no ${name}`);
  return asset.fileName;
}
