import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to the reference server (npm run serve, default port 8080).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

// axios takes its xhr adapter in every browser we support; its fetch adapter (streams, multipart
// bodies) is never asked for, so the build leaves it out: ~3 KB gzip off every page, /login
// included (bench/bundle-budget.ts). Asking for `adapter: 'fetch'` would fail loudly.
const axiosFetchAdapterStub = '\0axios-fetch-adapter-stub';
const axiosWithoutFetchAdapter: Plugin = {
  name: 'axios-without-fetch-adapter',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromAdapters = importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js');
    return source === './fetch.js' && fromAdapters ? axiosFetchAdapterStub : undefined;
  },
  load(id) {
    return id === axiosFetchAdapterStub ? 'export const getFetch = () => undefined;' : undefined;
  },
};

export default defineConfig({
  plugins: [react(), axiosWithoutFetchAdapter],
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
