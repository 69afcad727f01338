import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to the reference server (npm run serve, default port 8080).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Modules a library imports for a feature we never use, replaced in the build by a stub: each
 * entry is the importing file (path end), the import it makes and the stub's code.
 * - antd Table's filter dropdown draws a column's filters as a tree only with `filterMode: 'tree'`;
 *   no column of ours has filters at all (renderers/table/build-columns.tsx), so antd's Tree and
 *   rc-tree (~14 KB gzip) stay off every list screen. A tree filter would throw, not fail silently.
 */
const stubs = [
  {
    importer: '/antd/es/table/hooks/useFilter/FilterDropdown.js',
    source: '../../../tree',
    code: "export default function Tree() { throw new Error('antd Table tree filters are stubbed out of this build (vite.config.ts)'); }",
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
  plugins: [react(), stubUnusedFeatures],
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: apiTarget, changeOrigin: true },
      '/websocket': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules\/(rc-[^/]+|@rc-component\/[^/]+)\//, sideEffects: false },
        ],
      },
    },
  },
});
