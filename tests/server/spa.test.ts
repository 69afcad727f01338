// The built front end and the SPA fallback; API paths never fall back to index.html.
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_SLOT, EARLY_REQUESTS_FILE } from '../../scripts/build/early-answers';
import { createTestApp, type TestApp } from './helpers/app';
import { fakeDist } from './helpers/fake-dist';

const HEAD_SCRIPT = 'window.route = 1;';
const INDEX = `<!doctype html><title>back-office</title><script>${HEAD_SCRIPT}</script>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dist: string;
let built: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  dist = await fakeDist({ 'index.html': INDEX, 'assets/index-abc123.js': 'console.log(1)' });
  built = await createTestApp({ distDir: dist });
  unbuilt = await createTestApp({ distDir: path.join(dist, 'missing') });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  await rm(dist, { recursive: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('with a built front end', () => {
  it.each(['/', '/login', '/system/user', '/news/navinfo/news/about.html/About'])(
    'serves index.html for %s',
    async (url) => {
      const response = await get(built, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves hashed assets as cacheable forever', async () => {
    const response = await get(built, '/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/index-old999.js', '/prod-api/nothing', '/prod-api'])(
    'answers %s with the JSON 404',
    async (url) => {
      const response = await get(built, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: '请求的资源不存在' });
    },
  );

  it('leaves /websocket to the chat handshake, never the app page', async () => {
    const response = await get(built, '/websocket');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('does not fall back for other methods', async () => {
    const response = await built.app.inject({ method: 'POST', url: '/system/user' });
    expect(response.json()).toEqual({ status: 404, message: '请求的资源不存在' });
  });
});

/** A Content-Security-Policy header as directive name → sources. */
const policyOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  /** What every answer carries, whatever it is. */
  function expectCommonHeaders(headers: Record<string, unknown>, url: string) {
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    const policy = policyOf(headers['content-security-policy']);
    expect(policy['script-src'], url).toContain("'self'");
    expect(policy['script-src'], url).not.toContain("'unsafe-inline'");
    expect(policy['object-src'], url).toEqual(["'none'"]);
    expect(policy['base-uri'], url).toEqual(["'self'"]);
    expect(policy['frame-ancestors'], url).toEqual(["'self'"]);
    return policy;
  }

  it.each([
    '/prod-api/auth/publicKey',
    '/prod-api/nothing',
    '/assets/index-abc123.js',
    '/doc.html',
    '/doc-ui/init.js',
    '/doc.json',
  ])('are on %s', async (url) => {
    const response = await get(built, url);
    expect(response.statusCode).toBeLessThan(500);
    expect(policyOf(response.headers['content-security-policy'])['script-src'], url).toEqual(["'self'"]);
    expectCommonHeaders(response.headers, url);
  });

  it.each(['/', '/index.html', '/system/user'])(
    'are on index.html at %s, whose inline script is allowed by its hash',
    async (url) => {
      const response = await get(built, url);
      expect(response.body).toBe(INDEX);
      // 'unsafe-eval': Formily compiles the schemas' {{ }} expressions with new Function.
      expect(expectCommonHeaders(response.headers, url)['script-src']).toEqual([
        "'self'",
        "'unsafe-eval'",
        sha256(HEAD_SCRIPT),
      ]);
    },
  );

  it('let any site frame the chat widget page, which company sites embed', async () => {
    const response = await get(built, '/chat/visitor?siteKey=abc');
    expect(policyOf(response.headers['content-security-policy'])['frame-ancestors']).toEqual(['*']);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('a build under the running server', () => {
  const page = (asset: string) =>
    `<!doctype html><head>${EARLY_ANSWERS_SLOT}<script>/* ${asset} */</script><script type="module" src="/assets/${asset}"></script></head>`;
  let dist: string;
  let server: TestApp;
  beforeAll(async () => {
    dist = await fakeDist({
      'index.html': page('index-old111.js'),
      [EARLY_REQUESTS_FILE]: JSON.stringify({ '/login': ['/prod-api/auth/code'] }),
    });
    server = await createTestApp({ distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true });
  });

  it('is served from the next request on: the new index.html names the new assets, and its policy its new script', async () => {
    for (const url of ['/login', '/system/user'])
      expect((await get(server, url)).body, url).toContain('/assets/index-old111.js');
    await writeFile(path.join(dist, 'index.html'), page('index-new222.js'));
    for (const url of ['/login', '/system/user']) {
      const response = await get(server, url);
      expect(response.body, url).toContain('/assets/index-new222.js');
      expect(response.body, url).not.toContain('index-old111');
      expect(policyOf(response.headers['content-security-policy'])['script-src'], url).toContain(
        sha256('/* index-new222.js */'),
      );
    }
  });
});

describe('without a build', () => {
  it('says how to build the front end', async () => {
    const response = await get(unbuilt, '/system/user');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await get(unbuilt, '/prod-api/auth/publicKey')).statusCode).toBe(200);
  });
});
