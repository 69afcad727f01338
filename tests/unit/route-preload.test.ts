// The build's index.html preload for pages opened by their address (scripts/build/route-preload.ts).
import { describe, expect, it } from 'vitest';
import { chunkClosure, preloadRouteChunks, preloadScript } from '../../scripts/build/route-preload';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk' as const, fileName, imports, facadeModuleId });
/** The entry imports boot; the login page imports Input (which imports boot) and its own form. */
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/boot.js'], '/app/index.html'),
  'assets/boot.js': chunk('assets/boot.js', []),
  'assets/login-page.js': chunk('assets/login-page.js', ['assets/Input.js', 'assets/form.js', 'assets/boot.js'], '/app/src/login-page.tsx'),
  'assets/Input.js': chunk('assets/Input.js', ['assets/boot.js']),
  'assets/form.js': chunk('assets/form.js', ['assets/Input.js']),
};
const html = '<head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="stylesheet" href="/assets/index.css">\n</head>';

type Handler = (html: string, ctx: { bundle?: unknown; chunk?: unknown }) => string;
function run(pages: Record<string, string>, base = '/'): string {
  const plugin = preloadRouteChunks('/app', pages);
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const { handler } = plugin.transformIndexHtml as unknown as { handler: Handler };
  return handler(html, { bundle, chunk: bundle['assets/index.js'] });
}

describe('route chunk preload', () => {
  it('lists a page chunk’s static imports, each once, without what the entry already loads', () => {
    expect(chunkClosure(bundle as never, 'assets/login-page.js', new Set(chunkClosure(bundle as never, 'assets/index.js')))).toEqual([
      'assets/login-page.js',
      'assets/Input.js',
      'assets/form.js',
    ]);
  });

  it('puts the script before the entry script (after a stylesheet, an inline script would wait for it)', () => {
    const out = run({ '/login': 'src/login-page.tsx' }, '/admin/');
    const script = out.indexOf('<script>');
    expect(script).toBeGreaterThan(out.indexOf('<title>'));
    expect(script).toBeLessThan(out.indexOf('<script type="module"'));
    expect(out).toContain(preloadScript({ '/login': ['/admin/assets/login-page.js', '/admin/assets/Input.js', '/admin/assets/form.js'] }));
  });

  it('runs in a page: modulepreload links on the listed address only', () => {
    const run = (pathname: string) => {
      const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
      const document = { createElement: () => ({ rel: '', href: '', crossOrigin: null }), head: { appendChild: (link: (typeof links)[number]) => links.push(link) } };
      new Function('location', 'document', preloadScript({ '/login': ['/a.js', '/b.js'] }))({ pathname }, document);
      return links;
    };
    expect(run('/login')).toEqual([
      { rel: 'modulepreload', href: '/a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/b.js', crossOrigin: '' },
    ]);
    expect(run('/dashboard/workplace')).toEqual([]);
  });

  it('fails the build when the page is no longer a chunk of its own', () => {
    expect(() => run({ '/login': 'src/gone.tsx' })).toThrow(/no chunk for src\/gone.tsx/);
  });
});
