// The OpenAPI document is generated from the route schemas and served with Swagger UI at
// /doc.html from local files (no CDN); /druid leads to the SQL monitoring screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('/doc.json describes the API routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/doc.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/prod-api/auth/login',
        '/prod-api/api/monitor/server',
        '/prod-api/api/statistics/overview',
        '/prod-api/api/sysMenu/build',
      ]),
    );
    const login = doc.paths['/prod-api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
      'code',
      'uuid',
    ]);
    const overview = doc.paths['/prod-api/api/statistics/overview'].get;
    expect(overview.tags).toEqual(['statistics']);
    expect(overview.parameters).toEqual([expect.objectContaining({ name: 'days', in: 'query' })]);
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    // The documentation's own routes are not listed.
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/doc'))).toBe(false);
  });

  it('/doc.html is Swagger UI loading only local files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/doc.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('id="swagger-ui"');
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual(['/doc-ui/swagger-ui.css', '/doc-ui/swagger-ui-bundle.js', '/doc-ui/init.js']);
    for (const source of sources) {
      const file = await t.app.inject({ method: 'GET', url: source });
      expect(file.statusCode, source).toBe(200);
      expect(file.body.length, source).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ method: 'GET', url: '/doc-ui/init.js' })).body).toContain("url: '/doc.json'");
  });

  it('/doc-ui serves nothing but its files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/doc-ui/index.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/doc-ui/..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('/druid leads to the SQL monitoring screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/druid' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/monitor/sql');
  });
});
