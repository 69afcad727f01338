import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pageChunkGroups } from './scripts/build/page-chunks.ts';
import { preloadRouteChunks } from './scripts/build/route-preload.ts';
import { compressAssets } from './scripts/build/compress-assets.ts';

// The dev server proxies the API to the reference server (npm run serve, default port 8080).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Modules a library imports for a feature we never use, replaced in the build by a stub: each
 * entry is the importing file (path end), the import it makes and the stub's code.
 * - antd Table's column filters (its FilterDropdown, with Tree, Menu, Radio and their styles):
 *   no table of ours has `filters` or `filterDropdown` (the search bar filters instead,
 *   renderers/table/build-columns.tsx), so they stay off every list screen. The stub keeps
 *   `flattenKeys`, which the filter hook runs on every table; a filter would throw, not fail silently.
 * - antd Table's row selection draws a Radio only with `rowSelection.type: 'radio'`; ours is
 *   always checkboxes (renderers/table/crud-table.tsx, the only rowSelection). antd's Radio.Group
 *   imports antd Form's hooks, so the stub keeps Radio and Form's code (~10 KB gzip) off list
 *   screens. A radio selection would throw.
 * - rc-resize-observer (under antd's Table, Tabs, Input, Menu overflow…) imports a ResizeObserver
 *   polyfill that only ever hands back the browser's own where there is one, and every browser
 *   the build targets has one (src/lib/chart.tsx already uses it directly). The stub hands it
 *   back without the polyfill's code (~3 KB gzip on every page).
 */
const stubs = [
  {
    importer: '/antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    code: [
      'export function flattenKeys(filters) { return (filters || []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]); }',
      "export default function FilterDropdown() { throw new Error('antd Table column filters are stubbed out of this build (vite.config.ts)'); }",
    ].join('\n'),
  },
  {
    importer: '/antd/es/table/hooks/useSelection.js',
    source: '../../radio',
    code: "export default function Radio() { throw new Error('antd Table radio selection is stubbed out of this build (vite.config.ts)'); }",
  },
  {
    importer: '/rc-resize-observer/es/utils/observerUtil.js',
    source: 'resize-observer-polyfill',
    code: 'export default globalThis.ResizeObserver;',
  },
];
const stubPrefix = '\0unused-feature-stub:';
const stubUnusedFeatures: Plugin = {
  name: 'stub-unused-features',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const from = importer?.replaceAll('\\', '/');
    const index = stubs.findIndex((stub) => stub.source === source && from?.endsWith(stub.importer));
    return index >= 0 ? `${stubPrefix}${index}` : undefined;
  },
  load(id) {
    return id.startsWith(stubPrefix) ? stubs[Number(id.slice(stubPrefix.length))]?.code : undefined;
  },
};

export default defineConfig({
  plugins: [
    react(),
    stubUnusedFeatures,
    preloadRouteChunks(import.meta.dirname, {
      '/login': {
        page: 'src/features/auth/login-page.tsx',
        // The captcha (src/features/auth/use-captcha.ts): its picture is the page's largest paint.
        // The server sends it with the page (server/plugins/early-answers.ts).
        early: ['/prod-api/auth/code'],
        // Rendered in the default language and theme (src/lib/i18n.ts, src/stores/theme.ts): shown
        // while those are what the visitor has stored (theme settings stored at all may differ).
        prerender: { whenStored: { language: [null, 'zh_CN'], theme: [null] } },
      },
    }),
    compressAssets(),
  ],
  server: {
    port: 5173,
    proxy: {
      // The server answers calls with the host the browser used (the chat socket's address is built
      // from it, docs/api.md), so the proxy keeps the page's Host header.
      '/prod-api': { target: apiTarget },
      '/websocket': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: pageChunkGroups(import.meta.dirname, {
            shell: 'src/layout/basic-layout.tsx',
            outside: [
              'src/features/auth/login-page.tsx',
              'src/features/auth/forget-page.tsx',
              'src/features/chat/visitor-page.tsx',
              'src/features/decorate/phone-preview-page.tsx',
              'src/features/errors/unauthorized-page.tsx',
              'src/features/errors/not-found-page.tsx',
            ],
          }),
        },
      },
      treeshake: {
        moduleSideEffects: [{ test: /node_modules\/(rc-[^/]+|@rc-component\/[^/]+)\//, sideEffects: false }],
      },
    },
  },
});
