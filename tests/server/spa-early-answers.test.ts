// index.html sent with the answers to its page's early requests (server/plugins/early-answers.ts):
// on /login, the captcha the page would otherwise ask for as it is parsed.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_SLOT, EARLY_REQUESTS_FILE } from '../../scripts/build/early-answers';
import { createTestApp, type TestApp } from './helpers/app';
import { fakeDist } from './helpers/fake-dist';

const INDEX = `<!doctype html><head><title>back-office</title>${EARLY_ANSWERS_SLOT}<script>/* head */</script></head>`;
const EARLY = { '/login': ['/prod-api/auth/code'], '/needs-session': ['/prod-api/system/user/list'] };

let dist: string;
let server: TestApp;
beforeAll(async () => {
  dist = await fakeDist({ 'index.html': INDEX, [EARLY_REQUESTS_FILE]: JSON.stringify(EARLY) });
  server = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The answers the page carries, as its head script reads them. */
function answersIn(html: string): Record<string, { img: string; uuid: string }> | null {
  const script = /<script>window\.__earlyAnswered = (.*?);<\/script>/.exec(html);
  return script ? (JSON.parse(script[1]!) as Record<string, { img: string; uuid: string }>) : null;
}

describe('a page with early requests', () => {
  it('comes with a fresh captcha of its own, never to be kept', async () => {
    const first = await get('/login?redirect=%2Fsystem%2Fuser');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    const captcha = answersIn(first.body)?.['/prod-api/auth/code'];
    expect(captcha?.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.body).not.toContain(EARLY_ANSWERS_SLOT);
    // A live captcha, drawn for this page and stored like any other.
    expect(await server.repos.captchas.consume(captcha!.uuid)).toMatch(/^\w{4}$/);

    const second = answersIn((await get('/login')).body)?.['/prod-api/auth/code'];
    expect(second?.uuid).not.toBe(captcha!.uuid);
  });

  it("allows the page's inline scripts, the answers' included, by their hashes and no others", async () => {
    const response = await get('/login');
    const scripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(scripts).toHaveLength(2);
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))![1]!.split(' ');
    expect(scriptSrc).toEqual([
      "'self'",
      "'unsafe-eval'",
      ...scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`),
    ]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('is sent %s-compressed to a browser that accepts it', async (encoding, decode) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': `${encoding}, deflate` },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(answersIn(decode(response.rawPayload).toString())?.['/prod-api/auth/code']?.uuid).toBeTruthy();
  });

  it('leaves out what needs a session, and the page asks for it itself', async () => {
    const response = await get('/needs-session');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('is not held back by an answer that takes long: it comes without it', async () => {
    const draw = server.app.repos.captchas.create;
    let drawn: Promise<string> | undefined;
    server.app.repos.captchas.create = (...args) =>
      (drawn = new Promise((resolve) => setTimeout(resolve, 2000)).then(() => draw(...args)));
    try {
      const started = performance.now();
      const response = await get('/login');
      expect(performance.now() - started).toBeLessThan(1500);
      expect(response.body).toBe(INDEX);
    } finally {
      await drawn;
      server.app.repos.captchas.create = draw;
    }
  });
});

it('sends index.html as it is on other addresses', async () => {
  const response = await get('/dashboard/workplace');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).toBe(INDEX);
});
