// A page opened by its address (the login page, where every session starts) fetches its lazy chunk
// only once the entry has run and the router has matched it: ~20 small files after the entry,
// over the browser's six connections, in the first page's critical path (docs/performance.md).
// This plugin puts a small script in index.html's head that, on that address, asks for those files
// with `<link rel="modulepreload">` at once, so they arrive while the entry is still being parsed,
// and sends the page's early requests (route-scripts.ts), unless the server sent their answers
// with the page.
// A page may also be prerendered (prerender-page.ts): its markup goes into index.html, shown on its
// address before the app has loaded, and the styles antd writes for it into a stylesheet linked on
// that address, which antd finds and does not write again (src/lib/page-styles.ts waits for it).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { prerenderPage, type PrerenderedPage } from './prerender-page.ts';
import { EARLY_ANSWERS_SLOT, EARLY_REQUESTS_FILE } from './early-answers.ts';
import { prerenderShowScript, routeHeadScript, type PrerenderShow, type RouteHeadWork } from './route-scripts.ts';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

export interface RoutePage {
  /** The source file (relative to the root) of the lazy route module the address opens. */
  page: string;
  /** API addresses the page GETs first, asked for as index.html is parsed. */
  early?: string[];
  /** Render the page at build time; shown to visitors with these stored settings (route-scripts.ts). */
  prerender?: Pick<PrerenderShow, 'whenStored'>;
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

const addressSlug = (address: string) => address.replace(/[^a-z\d]+/gi, '-').replace(/^-|-$/g, '') || 'root';
const stylesAssetName = (address: string) => `${addressSlug(address)}-antd.css`;
const templateId = (address: string) => `prerendered-${addressSlug(address)}`;
/** The stylesheet's key in Vite's manifest, where bench/lib/bundle.ts counts it with the page. */
export const prerenderedStylesKey = (address: string) => `prerendered/${addressSlug(address)}.css`;

/** `pages`: an address → what it opens. */
export function preloadRouteChunks(root: string, pages: Record<string, RoutePage>): Plugin {
  let base = '/';
  const rendered = new Map<string, Promise<PrerenderedPage>>();
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      // Rendered while Vite reads the app's modules; awaited once it has read them all.
      for (const [address, { page, prerender }] of Object.entries(pages)) {
        if (prerender) rendered.set(address, prerenderPage(root, page, address));
      }
    },
    async buildEnd(error) {
      // The build failed already: its own error is the one to see.
      if (error) return void [...rendered.values()].forEach((page) => page.catch(() => undefined));
      const early = Object.fromEntries(
        Object.entries(pages).flatMap(([address, page]) => (page.early?.length ? [[address, page.early]] : [])),
      );
      this.emitFile({ type: 'asset', fileName: EARLY_REQUESTS_FILE, source: JSON.stringify(early) });
      for (const [address, page] of rendered) {
        const { css } = await page;
        this.emitFile({
          type: 'asset',
          name: stylesAssetName(address),
          originalFileName: prerenderedStylesKey(address),
          source: css,
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const entryFiles = new Set(chunkClosure(bundle, entry.fileName));
        const work: Record<string, RouteHeadWork> = {};
        for (const [address, { page: source, early = [], prerender }] of Object.entries(pages)) {
          const id = path.resolve(root, source);
          const page = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === id);
          if (!page) throw new Error(`preload-route-chunks: no chunk for ${source}; is it still a lazy route?`);
          const styles = prerender ? [stylesFile(bundle, stylesAssetName(address))] : [];
          work[address] = {
            files: [...styles, ...chunkClosure(bundle, page.fileName, entryFiles)].map((file) => base + file),
            early,
          };
        }
        // Before the entry's tags: an inline script after a stylesheet would wait for it.
        const entryTag = html.indexOf('<script type="module"');
        if (entryTag < 0) throw new Error('preload-route-chunks: index.html has no entry script');
        const withHead = `${html.slice(0, entryTag)}${EARLY_ANSWERS_SLOT}<script>${routeHeadScript(work)}</script>\n    ${html.slice(entryTag)}`;
        return insertPrerendered(withHead, await prerenderedMarkup(rendered, pages));
      },
    },
  };
}

async function prerenderedMarkup(rendered: Map<string, Promise<PrerenderedPage>>, pages: Record<string, RoutePage>) {
  const templates: string[] = [];
  const shows: Record<string, PrerenderShow> = {};
  for (const [address, page] of rendered) {
    const { html } = await page;
    templates.push(`<template id="${templateId(address)}">${html}</template>`);
    shows[address] = { template: templateId(address), whenStored: pages[address]?.prerender?.whenStored ?? {} };
  }
  return { templates, shows };
}

/** The templates and the script that shows one, right after `#root`. */
function insertPrerendered(html: string, { templates, shows }: Awaited<ReturnType<typeof prerenderedMarkup>>): string {
  if (!templates.length) return html;
  const rootTag = '<div id="root"></div>';
  const at = html.indexOf(rootTag);
  if (at < 0) throw new Error('preload-route-chunks: index.html has no empty <div id="root"></div>');
  const after = at + rootTag.length;
  return `${html.slice(0, after)}\n    ${templates.join('\n    ')}\n    <script>${prerenderShowScript(shows)}</script>${html.slice(after)}`;
}

function stylesFile(bundle: Bundle, name: string): string {
  const asset = Object.values(bundle).find((output) => output.type === 'asset' && output.names.includes(name));
  if (!asset) throw new Error(`preload-route-chunks: the bundle has no ${name}`);
  return asset.fileName;
}
