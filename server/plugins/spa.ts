// Serves the built front end (./dist) and answers every other miss: API paths get the JSON 404,
// browser paths get index.html so that client-side routes survive a reload, with the answers to
// its early requests in it on the addresses that have some (early-answers.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { loadEarlyPages } from './early-answers';

const API = /^\/(prod-api|websocket)(\/|\?|$)/;
// Vite's hashed bundles: a missing one is a stale page asking for an old build, not a route.
const ASSET = /^\/assets\//;

export const NOT_BUILT =
  'The front end is not built: run `npm run build` (it writes ./dist), then restart the server.';

export default fp<{ distDir: string | null }>(
  async (app, { distDir }) => {
    const built = distDir !== null && existsSync(path.join(distDir, 'index.html'));
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
        },
      });
    }

    const early = built ? await loadEarlyPages(distDir) : null;

    app.setNotFoundHandler(async (request, reply) => {
      const page = (request.method === 'GET' || request.method === 'HEAD') && !API.test(request.url);
      if (!page || ASSET.test(request.url)) throw new HttpError(404, 'error.notFound');
      if (!built) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const earlyUrls = request.method === 'GET' ? early?.urlsFor(new URL(request.url, 'http://page').pathname) : undefined;
      if (early && earlyUrls) return early.send(app, request, reply, earlyUrls);
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
