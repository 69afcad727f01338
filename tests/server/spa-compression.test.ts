// The built front end served compressed: the .br and .gz copies the build writes next to its files
// (scripts/build/compress-assets.ts), chosen by the request's Accept-Encoding.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/build/compress-assets';
import { createTestApp, type TestApp } from './helpers/app';
import { fakeDist } from './helpers/fake-dist';

// Large enough to be compressed (the build skips files under 1 KB).
const INDEX = `<!doctype html><title>back-office</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`;
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');
// A file the build leaves without copies.
const PLAIN = 'console.log(1)';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

let dist: string;
let server: TestApp;
beforeAll(async () => {
  dist = await fakeDist({ 'index.html': INDEX, 'assets/index-abc123.js': SCRIPT, 'assets/tiny-def456.js': PLAIN });
  await compressDir(dist);
  server = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

it('has the copies this test relies on, and none for the small file', async () => {
  expect((await readdir(path.join(dist, 'assets'))).sort()).toEqual([
    'index-abc123.js',
    'index-abc123.js.br',
    'index-abc123.js.gz',
    'tiny-def456.js',
  ]);
});

describe.each([
  { accepted: 'gzip, deflate, br', encoding: 'br' },
  { accepted: 'br', encoding: 'br' },
  { accepted: 'gzip, deflate', encoding: 'gzip' },
  { accepted: 'br;q=0, gzip', encoding: 'gzip' },
] as const)('Accept-Encoding: $accepted', ({ accepted, encoding }) => {
  it(`sends an asset as ${encoding}, still cacheable forever`, async () => {
    const response = await get('/assets/index-abc123.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoders[encoding](response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each(['/', '/login', '/system/user'])(
    `sends index.html for %s as ${encoding}, fetched fresh each time`,
    async (url) => {
      const response = await get(url, accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoders[encoding](response.rawPayload).toString()).toBe(INDEX);
    },
  );

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/assets/tiny-def456.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(PLAIN);
  });
});

describe.each([undefined, 'identity', 'deflate'])('Accept-Encoding: %s', (accepted) => {
  it.each([
    { url: '/assets/index-abc123.js', body: SCRIPT, cacheControl: IMMUTABLE },
    { url: '/system/user', body: INDEX, cacheControl: 'no-cache' },
  ])('sends $url uncompressed, varying on Accept-Encoding', async ({ url, body, cacheControl }) => {
    const response = await get(url, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.body).toBe(body);
  });
});

it('still answers a missing asset with the JSON 404', async () => {
  const response = await get('/assets/index-old999.js', 'gzip, deflate, br');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ status: 404, message: '请求的资源不存在' });
});
