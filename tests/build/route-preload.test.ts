// @vitest-environment jsdom
// (its head script runs here as the browser runs it, with `window`)
// The build's index.html preload for pages opened by their address (scripts/build/route-preload.ts,
// route-scripts.ts).
import { describe, expect, it } from 'vitest';
import { chunkClosure, preloadRouteChunks, type RoutePage } from '../../scripts/build/route-preload';
import { EARLY_ANSWERS_SLOT, EARLY_REQUESTS_FILE, earlyAnswersScript } from '../../scripts/build/early-answers';
import { routeHeadScript } from '../../scripts/build/route-scripts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
});
/** The entry imports boot; the login page imports Input (which imports boot) and its own form. */
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/boot.js'], '/app/index.html'),
  'assets/boot.js': chunk('assets/boot.js', []),
  'assets/login-page.js': chunk(
    'assets/login-page.js',
    ['assets/Input.js', 'assets/form.js', 'assets/boot.js'],
    '/app/src/login-page.tsx',
  ),
  'assets/Input.js': chunk('assets/Input.js', ['assets/boot.js']),
  'assets/form.js': chunk('assets/form.js', ['assets/Input.js']),
  'assets/login-antd-x1.css': {
    type: 'asset' as const,
    fileName: 'assets/login-antd-x1.css',
    names: ['login-antd.css'],
  },
};
const html =
  '<head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" href="/assets/index.css">\n</head>';

type Handler = (html: string, ctx: { bundle?: unknown; chunk?: unknown }) => Promise<string>;
function run(pages: Record<string, RoutePage>, base = '/'): Promise<string> {
  const plugin = preloadRouteChunks('/app', pages);
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as unknown as { handler: Handler };
  return handler(html, { bundle, chunk: bundle['assets/index.js'] });
}

describe('route chunk preload', () => {
  it('lists a page chunk’s static imports, each once, without what the entry already loads', () => {
    expect(
      chunkClosure(bundle as never, 'assets/login-page.js', new Set(chunkClosure(bundle as never, 'assets/index.js'))),
    ).toEqual(['assets/login-page.js', 'assets/Input.js', 'assets/form.js']);
  });

  it('puts the script before the entry script (after a stylesheet, an inline script would wait for it)', async () => {
    const out = await run({ '/login': { page: 'src/login-page.tsx', early: ['/api/code'] } }, '/admin/');
    const script = out.indexOf('<script>');
    expect(script).toBeGreaterThan(out.indexOf('<title>'));
    expect(script).toBeLessThan(out.indexOf('<script type="module"'));
    expect(out).toContain(
      routeHeadScript({
        '/login': {
          files: ['/admin/assets/login-page.js', '/admin/assets/Input.js', '/admin/assets/form.js'],
          early: ['/api/code'],
        },
      }),
    );
  });

  it('lists a prerendered page’s antd stylesheet first, by the name the build gave it', async () => {
    expect(await run({ '/login': { page: 'src/login-page.tsx', prerender: { whenStored: {} } } })).toContain(
      routeHeadScript({
        '/login': {
          files: ['/assets/login-antd-x1.css', '/assets/login-page.js', '/assets/Input.js', '/assets/form.js'],
          early: [],
        },
      }),
    );
  });

  it('runs in a page: on the listed address only, modulepreload links for scripts and marked stylesheet links for CSS', () => {
    type Link = {
      rel: string;
      href: string;
      crossOrigin: string | null;
      attributes: string[];
      onload?: () => void;
      setAttribute(name: string): void;
    };
    const run = (pathname: string) => {
      const links: Link[] = [];
      const createElement = (): Link => ({
        rel: '',
        href: '',
        crossOrigin: null,
        attributes: [],
        setAttribute(name) {
          this.attributes.push(name);
        },
      });
      const document = { createElement, head: { appendChild: (link: Link) => links.push(link) } };
      new Function(
        'location',
        'document',
        routeHeadScript({ '/login': { files: ['/a.css', '/a.js', '/b.js'], early: [] } }),
      )({ pathname }, document);
      return links;
    };
    const [sheet, ...scripts] = run('/login');
    expect(scripts.map(({ rel, href, crossOrigin, attributes }) => ({ rel, href, crossOrigin, attributes }))).toEqual([
      { rel: 'modulepreload', href: '/a.js', crossOrigin: '', attributes: [] },
      { rel: 'modulepreload', href: '/b.js', crossOrigin: '', attributes: [] },
    ]);
    expect(sheet).toMatchObject({ rel: 'stylesheet', href: '/a.css', attributes: ['data-page-styles', 'blocking'] });
    sheet?.onload?.();
    expect(sheet?.attributes).toEqual(['data-page-styles', 'blocking', 'data-settled']);
    expect(run('/dashboard/workplace')).toEqual([]);
  });

  it('leaves the server a slot for the early answers right before the script, and lists each address’s early requests beside the manifest', async () => {
    const out = await run({ '/login': { page: 'src/login-page.tsx', early: ['/api/code'] } });
    expect(out).toContain(
      `${EARLY_ANSWERS_SLOT}<script>${routeHeadScript({ '/login': { files: ['/assets/login-page.js', '/assets/Input.js', '/assets/form.js'], early: ['/api/code'] } })}`,
    );
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const plugin = preloadRouteChunks('/app', {
      '/login': { page: 'src/login-page.tsx', early: ['/api/code'] },
      '/about': { page: 'src/about.tsx' },
    });
    await (
      plugin.buildEnd as unknown as (this: { emitFile: (file: object) => void }, error?: Error) => Promise<void>
    ).call({ emitFile: (file) => emitted.push(file) });
    expect(emitted).toEqual([
      { type: 'asset', fileName: EARLY_REQUESTS_FILE, source: JSON.stringify({ '/login': ['/api/code'] }) },
    ]);
  });

  it('runs in a page: asks for the early requests at once, unless the server sent their answers with the page', async () => {
    const asked: string[] = [];
    const fetch = async (url: string) => (asked.push(url), { ok: true, json: async () => ({ from: 'fetch' }) });
    const run = (given?: Record<string, unknown>) => {
      const window: {
        __earlyAnswered?: Record<string, unknown>;
        __earlyAnswers?: Record<string, { request: Promise<unknown>; answer?: unknown }>;
      } = {};
      if (given) new Function('window', earlyAnswersScript(given).replace(/^<script>|<\/script>$/g, ''))(window);
      const document = { createElement: () => ({}), head: { appendChild: () => undefined } };
      new Function(
        'location',
        'document',
        'window',
        'fetch',
        routeHeadScript({ '/login': { files: [], early: ['/api/code', '/api/other'] } }),
      )({ pathname: '/login' }, document, window, fetch);
      return window.__earlyAnswers!;
    };
    const fetched = run();
    expect(asked).toEqual(['/api/code', '/api/other']);
    expect(await fetched['/api/code']!.request).toEqual({ from: 'fetch' });

    asked.length = 0;
    const sent = run({
      '/api/code': {
        img: 'data:image/svg+xml;base64,PHN2Zy8+',
        uuid: 'u1',
        note: '</script><script>alert(1)</script>',
      },
    });
    expect(asked).toEqual(['/api/other']);
    expect(await sent['/api/code']!.request).toEqual({
      img: 'data:image/svg+xml;base64,PHN2Zy8+',
      uuid: 'u1',
      note: '</script><script>alert(1)</script>',
    });
  });

  it('writes the answers as a script no value can end early', () => {
    expect(earlyAnswersScript({ '/api/code': { note: '</script><!--' } })).toBe(
      '<script>window.__earlyAnswered = {"/api/code":{"note":"\\u003c/script>\\u003c!--"}};</script>',
    );
  });

  it('fails the build when the page is no longer a chunk of its own', async () => {
    await expect(run({ '/login': { page: 'src/gone.tsx' } })).rejects.toThrow(/no chunk for src\/gone.tsx/);
  });
});
