// Serves the built front end (./dist) and answers every other miss: API paths get the JSON 404,
// browser paths get index.html so that client-side routes survive a reload, with the answers to
// its early requests in it on the addresses that have some (early-answers.ts). index.html is read
// again after a build (built-file.ts), for its policy's script hashes and for the early answers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { builtFile } from './built-file';
import { earlyPages } from './early-answers';
import { EMBEDDABLE_PAGE, pagePolicy, setPagePolicy } from './security-headers';

const API = /^\/(prod-api|websocket)(\/|\?|$)/;
// Vite's hashed bundles: a missing one is a stale page asking for an old build, not a route.
const ASSET = /^\/assets\//;

export const NOT_BUILT = 'The front end is not built: run `npm run build` (it writes ./dist), then restart the server.';

export default fp<{ distDir: string | null }>(
  async (app, { distDir }) => {
    const built = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    const indexFile = built ? path.resolve(distDir, 'index.html') : '';
    const indexHtml = builtFile(indexFile, (html) => html);
    const policies = builtFile(indexFile, (html) => ({ own: pagePolicy(html), embedded: pagePolicy(html, true) }));
    if (built) {
      await app.register(fastifyStatic, {
        root: path.resolve(distDir),
        // The build writes .br and .gz copies of its text files (scripts/build/compress-assets.ts):
        // each request gets the one its Accept-Encoding allows, brotli first, with Vary:
        // Accept-Encoding; a file without copies, or a client accepting neither, gets the file.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) => {
          // Hashed file names may be cached forever; index.html must be fetched fresh each time.
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // index.html (or its .br/.gz copy): its inline scripts are allowed by their hashes.
          const page = file.startsWith(indexFile) ? policies() : null;
          if (page) setPagePolicy(reply, EMBEDDABLE_PAGE.test(reply.request.url) ? page.embedded : page.own);
        },
      });
    }

    const early = built ? earlyPages(distDir, indexHtml) : null;

    app.setNotFoundHandler(async (request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !API.test(request.url);
      if (!page || ASSET.test(request.url)) throw new HttpError(404, 'error.notFound');
      if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const earlyUrls =
        request.method === 'GET' ? early?.urlsFor(new URL(request.url, 'http://page').pathname) : undefined;
      if (early && earlyUrls) return early.send(app, request, reply, earlyUrls);
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['errors', 'security-headers'] },
);
