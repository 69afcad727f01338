// The built front end and the SPA fallback; API paths never fall back to index.html.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { fakeDist } from './helpers/fake-dist';

const INDEX = '<!doctype html><title>back-office</title>';

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
  it.each(['/', '/login', '/system/user', '/news/navinfo/news/about.html/About'])('serves index.html for %s', async (url) => {
    const response = await get(built, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets as cacheable forever', async () => {
    const response = await get(built, '/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/index-old999.js', '/prod-api/nothing', '/prod-api'])('answers %s with the JSON 404', async (url) => {
    const response = await get(built, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: '请求的资源不存在' });
  });

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
