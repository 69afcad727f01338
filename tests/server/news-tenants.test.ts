// Two tenants on one database: tenant B reaches none of tenant A's sites, content or materials
// (every read, update and delete of A's ids answers 404, as an unknown id would), and a tenant id
// in a body or header changes nothing: the tenant comes from the token only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../server/db/schema-news';
import { createTestApp, type TestApp } from './helpers/app';
import { adminAndOperator, client, type Call } from './helpers/api';
import { loginToken } from './helpers/auth';
import { addOtherTenant } from './helpers/chat-setup';

let t: TestApp;
let tenantA: Call;
let tenantB: Call;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-news-tenants-'));
const previousDataDir = process.env.DATA_DIR;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** What tenant A owns: a site with content in it and one image. */
const a = { site: 0, news: 0, product: 0, nav: 0, entry: 0, material: 0, materialUrl: '' };
let siteB = 0;

const scoped = (siteId: number, language = 'en') => ({ 'site-id': String(siteId), 'language-source': language });

async function created(
  call: Call,
  url: string,
  body: object,
  headers?: Record<string, string>,
): Promise<{ id: number } & Record<string, unknown>> {
  const response = await call('POST', url, body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function initialisedSite(call: Call, domain: string): Promise<number> {
  const { id } = await created(call, 'news/domains', {
    name: `Site ${domain}`,
    domain,
    languages: ['en'],
    color: '#00aa00',
  });
  expect((await call('GET', `news/domains/initData/${id}`)).statusCode).toBe(200);
  return id;
}

function upload(call: Call, headers: Record<string, string>) {
  const boundary = '----tenant-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call('POST', 'api/pictures', payload, {
    ...headers,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  ({ admin: tenantA } = await adminAndOperator(t));
  tenantB = client(t, await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass-1'), 'other-pass-1'));

  a.site = await initialisedSite(tenantA, 'www.tenant-a.test');
  const inA = scoped(a.site);
  a.news = (await created(tenantA, 'news/news', { title: 'A news', content: '<p>A</p>', published: true }, inA)).id;
  a.product = (await created(tenantA, 'news/product', { name: 'A product', price: 1 }, inA)).id;
  a.nav = (await created(tenantA, 'news/navinfo', { navName: 'A nav', navUrl: 'a-nav', navType: 'history' }, inA)).id;
  a.entry = (await created(tenantA, 'news/navContent', { navId: a.nav, title: 'A entry' }, inA)).id;
  const picture = await upload(tenantA, inA);
  expect(picture.statusCode, picture.body).toBe(201);
  ({ id: a.material, url: a.materialUrl } = picture.json<{ id: number; url: string }>());
  // B works on a site of its own and names A's site in its headers: a foreign site id means
  // B's own first site, never A's.
  siteB = await initialisedSite(tenantB, 'www.tenant-b.test');
});
afterAll(async () => {
  await t.close();
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("tenant B and tenant A's sites", () => {
  it("cannot read, update, delete or run the calls of A's site", async () => {
    expect((await tenantB('GET', `news/domains/${a.site}`)).statusCode).toBe(404);
    expect(
      (
        await tenantB('PUT', 'news/domains', {
          id: a.site,
          name: 'Taken',
          domain: 'www.taken.test',
          languages: ['en'],
          color: '#000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await tenantB('DELETE', 'news/domains', [a.site])).statusCode).toBe(404);
    for (const call of ['initData', 'generate', 'removecache', 'generateRobot'])
      expect((await tenantB('GET', `news/domains/${call}/${a.site}`)).statusCode, call).toBe(404);
    const list = (await tenantB('GET', 'news/domains?page=0&size=100')).json<{ content: { id: number }[] }>();
    expect(list.content.map((row) => row.id)).toEqual([siteB]);
    const options = (await tenantB('GET', 'news/domains/list?initStatus=Y')).json<{ rows: { id: number }[] }>();
    expect(options.rows.map((row) => row.id)).toEqual([siteB]);
    // A's site is untouched and still A's.
    expect((await tenantA('GET', `news/domains/${a.site}`)).json()).toMatchObject({
      name: 'Site www.tenant-a.test',
      initStatus: 'Y',
    });
  });

  it("cannot read, update or delete A's news, products, navigation and entries, even naming A's site", async () => {
    const inA = scoped(a.site);
    const cases = [
      { url: 'news/news', id: a.news, body: { title: 'Taken' } },
      { url: 'news/product', id: a.product, body: { name: 'Taken' } },
      { url: 'news/navinfo', id: a.nav, body: { navName: 'Taken', navUrl: 'taken', navType: 'news' } },
      { url: 'news/navContent', id: a.entry, body: { navId: a.nav, title: 'Taken' } },
    ];
    for (const { url, id, body } of cases) {
      expect((await tenantB('GET', `${url}/${id}`, undefined, inA)).statusCode, url).toBe(404);
      const update = await tenantB('PUT', url, { ...body, id }, inA);
      // An entry naming A's navigation item is refused before the update (400); the rest are unknown ids.
      expect(update.statusCode, url).toBe(url === 'news/navContent' ? 400 : 404);
      expect((await tenantB('DELETE', url, [id], inA)).statusCode, url).toBe(404);
      const list = (await tenantB('GET', `${url}?page=0&size=100`, undefined, inA)).json<{
        content: { id: number }[];
      }>();
      expect(
        list.content.map((row) => row.id),
        url,
      ).not.toContain(id);
      expect((await tenantA('GET', `${url}/${id}`, undefined, inA)).statusCode, url).toBe(200);
    }
    expect((await tenantA('GET', `news/news/${a.news}`, undefined, inA)).json()).toMatchObject({ title: 'A news' });
  });

  it("cannot list or delete A's materials", async () => {
    const inA = scoped(a.site);
    const list = (await tenantB('GET', 'api/materials?kind=image', undefined, inA)).json<{
      content: { id: number }[];
    }>();
    expect(list.content.map((row) => row.id)).not.toContain(a.material);
    expect((await tenantB('DELETE', `api/materials/${a.material}`, undefined, inA)).statusCode).toBe(404);
    const own = (await tenantA('GET', 'api/materials?kind=image', undefined, inA)).json<{
      content: { id: number }[];
    }>();
    expect(own.content.map((row) => row.id)).toContain(a.material);
    // Still on disk: the file is served by its unguessable stored name (a public site asset).
    expect((await t.app.inject({ method: 'GET', url: a.materialUrl })).statusCode).toBe(200);
  });
});

describe('tenant ids from the client', () => {
  it("are refused in bodies and ignored in headers: rows land in the caller's tenant", async () => {
    const [row] = await t.db.select({ tenantId: domains.tenantId }).from(domains).where(eq(domains.id, a.site));
    const idOfA = row!.tenantId;
    const foreign = { 'tenant-id': String(idOfA), 'x-tenant-id': String(idOfA), tenantid: String(idOfA) };
    // The forms allow no extra fields, so a tenant id in a body is a bad request, never obeyed.
    expect(
      (
        await tenantB('POST', 'news/domains', {
          name: 'Sneaky',
          domain: 'www.sneaky.test',
          languages: ['en'],
          color: '#123456',
          tenantId: idOfA,
        })
      ).statusCode,
    ).toBe(400);
    expect((await tenantB('POST', 'news/news', { title: 'Sneaky', tenantId: idOfA }, scoped(a.site))).statusCode).toBe(
      400,
    );
    expect(
      (await tenantB('PUT', 'news/news', { id: a.news, title: 'Sneaky', tenantId: idOfA }, scoped(a.site))).statusCode,
    ).toBe(400);

    const news = await created(tenantB, 'news/news', { title: 'B news' }, { ...scoped(a.site), ...foreign });
    const site = await created(
      tenantB,
      'news/domains',
      { name: 'B two', domain: 'www.b-two.test', languages: ['en'], color: '#123456' },
      foreign,
    );
    expect(
      (await tenantA('GET', `news/news/${news.id}`, undefined, { ...scoped(a.site), ...foreign })).statusCode,
    ).toBe(404);
    expect((await tenantA('GET', `news/domains/${site.id}`, undefined, foreign)).statusCode).toBe(404);
    // B's news went to B's own site, and A's lists are as they were.
    expect((await tenantB('GET', `news/news/${news.id}`, undefined, scoped(siteB))).json()).toMatchObject({
      title: 'B news',
    });
    const aNews = (
      await tenantA('GET', 'news/news?page=0&size=100', undefined, { ...scoped(a.site), ...foreign })
    ).json<{ content: { title: string }[] }>();
    expect(aNews.content.map((row) => row.title)).toEqual(['A news']);
    const bList = (await tenantB('GET', 'news/domains?page=0&size=100', undefined, foreign)).json<{
      content: { id: number }[];
    }>();
    expect(bList.content.map((row) => row.id).sort()).toEqual([siteB, site.id].sort());
  });
});
