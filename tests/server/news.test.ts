// Sites, languages and content on a real database: the domains calls and their effects on the
// site's storage folder, content scoped by site and language, HTML sanitising, and materials.
// The seed gives the operator role the whole news area, so permission refusals are covered by the
// generic screen-route tests; here the calls without a login must fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { adminAndOperator, type Call } from './helpers/api';

let t: TestApp;
let admin: Call;
let operator: Call;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-news-'));
const previousDataDir = process.env.DATA_DIR;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(async () => {
  await t.close();
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newSite(domain: string, languages = ['zh_CN', 'en'], color = '#ff0000'): Promise<number> {
  const created = await admin('POST', 'news/domains', { name: `Site ${domain}`, domain, languages, color });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

const scoped = (siteId: number, language: string) => ({ 'site-id': String(siteId), 'language-source': language });

function multipart(name: string, bytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----news-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('news/domains', () => {
  it('creates a site, offers it in the header only once initialised, with its colour per language', async () => {
    const id = await newSite('www.alpha.test');
    const row = (await admin('GET', `news/domains/${id}`)).json();
    expect(row).toMatchObject({
      domain: 'www.alpha.test',
      languages: ['zh_CN', 'en'],
      color: '#ff0000',
      initStatus: 'N',
    });
    const before = (await admin('GET', 'news/domains/list?initStatus=Y')).json<{ rows: { id: number }[] }>();
    expect(before.rows.some((option) => option.id === id)).toBe(false);
    expect((await admin('GET', `news/domains/initData/${id}`)).json()).toMatchObject({ initStatus: 'Y' });
    const after = (await admin('GET', 'news/domains/list?initStatus=Y')).json<{ rows: object[] }>();
    expect(after.rows).toEqual(
      expect.arrayContaining([
        {
          id,
          domain: 'www.alpha.test',
          siteName: 'Site www.alpha.test',
          language: 'zh_CN',
          name: 'Site www.alpha.test · 简体中文',
          color: '#ff0000',
        },
        {
          id,
          domain: 'www.alpha.test',
          siteName: 'Site www.alpha.test',
          language: 'en',
          name: 'Site www.alpha.test · English',
          color: '#ff0000',
        },
      ]),
    );
    const navigation = (await admin('GET', 'news/navinfo?page=0&size=50', undefined, scoped(id, 'en'))).json<{
      content: { navType: string; navName: string }[];
    }>();
    expect(navigation.content.map((item) => item.navType)).toContain('history');
    // The default navigation is named in each language, not by its type codes.
    expect(navigation.content.find((item) => item.navType === 'history')?.navName).toBe('History');
    const chinese = (await admin('GET', 'news/navinfo?page=0&size=50', undefined, scoped(id, 'zh_CN'))).json<{
      content: { navType: string; navName: string }[];
    }>();
    expect(chinese.content.find((item) => item.navType === 'multiText')?.navName).toBe('图文列表');
  });

  it('validates the form: domain, colour and known languages', async () => {
    const bad = await admin('POST', 'news/domains', {
      name: 'x',
      domain: 'not a domain',
      languages: ['en'],
      color: '#ff0000',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await admin('POST', 'news/domains', { name: 'x', domain: 'ok.test', languages: ['xx'], color: '#ff0000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', 'news/domains', { name: 'x', domain: 'ok.test', languages: [], color: '#ff0000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/prod-api/news/domains',
          payload: { name: 'x', domain: 'ok.test', languages: ['en'], color: '#ff0000' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('generates the static pages and sitemap, writes robots.txt, clears the cache and removes the folder with the site', async () => {
    const id = await newSite('www.beta.test');
    await admin('GET', `news/domains/initData/${id}`);
    const published = await admin(
      'POST',
      'news/news',
      { title: 'Launch <b>day</b>', content: '<p>Hi</p>', published: true },
      scoped(id, 'en'),
    );
    expect(published.statusCode).toBe(201);
    await admin('POST', 'news/news', { title: 'Draft', published: false }, scoped(id, 'en'));
    const generated = (await admin('GET', `news/domains/generate/${id}`)).json<{ pages: string[] }>();
    const newsId = published.json<{ id: number }>().id;
    expect(generated.pages).toEqual(
      expect.arrayContaining(['en/index.html', `en/news/${newsId}.html`, 'zh_CN/index.html', 'sitemap.xml']),
    );
    expect(generated.pages).toHaveLength(4);
    const html = path.join(dataDir, 'sites', String(id), 'html');
    expect(fs.readFileSync(path.join(html, 'en', 'index.html'), 'utf8')).toContain('Launch &#60;b&#62;day&#60;/b&#62;');
    expect(fs.readFileSync(path.join(html, 'sitemap.xml'), 'utf8')).toContain(
      `https://www.beta.test/en/news/${newsId}.html`,
    );

    expect((await admin('GET', `news/domains/generateRobot/${id}`)).statusCode).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'sites', String(id), 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.beta.test/sitemap.xml',
    );
    await admin('GET', `news/domains/removecache/${id}`);
    expect(fs.existsSync(html)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'sites', String(id), 'robots.txt'))).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/prod-api/news/domains/generate/${id}` })).statusCode).toBe(401);
    expect((await admin('DELETE', `news/domains/${id}`)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'sites', String(id)))).toBe(false);
    expect((await admin('GET', `news/domains/generate/${id}`)).statusCode).toBe(404);
  });
});

describe('language settings', () => {
  it("renames, adds and removes a site's languages; the header and the site form follow", async () => {
    const id = await newSite('www.langs.test', ['zh_CN', 'en'], '#00ff00');
    await admin('GET', `news/domains/initData/${id}`);
    expect((await admin('GET', `news/domains/languages/${id}`)).json()).toEqual([
      { language: 'zh_CN', name: '简体中文' },
      { language: 'en', name: 'English' },
    ]);
    const saved = await admin('PUT', `news/domains/languages/${id}`, [
      { language: 'en', name: ' Global ' },
      { language: 'ja', name: '日本' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([
      { language: 'en', name: 'Global' },
      { language: 'ja', name: '日本' },
    ]);
    const options = (await admin('GET', 'news/domains/list?initStatus=Y')).json<{
      rows: { id: number; language: string; name: string; color: string }[];
    }>();
    expect(options.rows.filter((row) => row.id === id)).toEqual([
      expect.objectContaining({ language: 'en', name: 'Site www.langs.test · Global', color: '#00ff00' }),
      expect.objectContaining({ language: 'ja', name: 'Site www.langs.test · 日本', color: '#00ff00' }),
    ]);
    // The site form edits codes and colour; the names given here stay.
    const form = await admin('PUT', 'news/domains', {
      id,
      name: 'Site www.langs.test',
      domain: 'www.langs.test',
      languages: ['en', 'ja', 'fr'],
      color: '#0000ff',
    });
    expect(form.json()).toMatchObject({ languages: ['en', 'ja', 'fr'], color: '#0000ff' });
    expect((await admin('GET', `news/domains/languages/${id}`)).json()).toEqual([
      { language: 'en', name: 'Global' },
      { language: 'ja', name: '日本' },
      { language: 'fr', name: 'Français' },
    ]);
  });

  it('refuses duplicates, unknown codes, blank names and an empty list', async () => {
    const id = await newSite('www.langs-bad.test');
    const put = (body: unknown) => admin('PUT', `news/domains/languages/${id}`, body);
    expect(
      (
        await put([
          { language: 'en', name: 'A' },
          { language: 'en', name: 'B' },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await put([{ language: 'xx', name: 'A' }])).statusCode).toBe(400);
    expect((await put([{ language: 'en', name: '   ' }])).statusCode).toBe(400);
    expect((await put([])).statusCode).toBe(400);
    expect((await put([{ language: 'en', name: 'A', tenantId: 1 }])).statusCode).toBe(400);
    expect((await admin('GET', 'news/domains/languages/999999')).statusCode).toBe(404);
    expect((await operator('GET', `news/domains/languages/${id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/prod-api/news/domains/languages/${id}` })).statusCode).toBe(401);
  });
});

describe('news/news', () => {
  it('keeps each site language apart and sanitises the HTML', async () => {
    const id = await newSite('www.gamma.test');
    await admin('GET', `news/domains/initData/${id}`);
    const zh = await admin(
      'POST',
      'news/news',
      {
        title: '新闻',
        content:
          '<p onclick="x()">好<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="/prod-api/a.png"></p>',
      },
      scoped(id, 'zh_CN'),
    );
    expect(zh.json<{ content: string }>().content).toBe(
      '<p>好<a rel="noopener noreferrer">链接</a><img src="/prod-api/a.png" /></p>',
    );
    await admin('POST', 'news/news', { title: 'News' }, scoped(id, 'en'));
    const en = (await admin('GET', 'news/news?page=0&size=10', undefined, scoped(id, 'en'))).json<{
      content: { title: string }[];
    }>();
    expect(en.content.map((item) => item.title)).toEqual(['News']);
    const zhId = zh.json<{ id: number }>().id;
    expect((await admin('GET', `news/news/${zhId}`, undefined, scoped(id, 'en'))).statusCode).toBe(404);
    const edited = await admin(
      'PUT',
      'news/news',
      { id: zhId, title: '新闻二', content: '<img src=x onerror=alert(1)>' },
      scoped(id, 'zh_CN'),
    );
    expect(edited.json()).toMatchObject({ title: '新闻二', content: '<img src="x" />' });
  });

  it("refuses a navigation entry pointing at another language's item", async () => {
    const id = await newSite('www.delta.test');
    await admin('GET', `news/domains/initData/${id}`);
    const [item] = (await admin('GET', 'news/navinfo?page=0&size=1', undefined, scoped(id, 'zh_CN'))).json<{
      content: { id: number }[];
    }>().content;
    expect(
      (await admin('POST', 'news/navContent', { navId: item!.id, title: 'ok' }, scoped(id, 'zh_CN'))).statusCode,
    ).toBe(201);
    expect(
      (await admin('POST', 'news/navContent', { navId: item!.id, title: 'no' }, scoped(id, 'en'))).statusCode,
    ).toBe(400);
  });
});

describe('materials', () => {
  it('stores an image under a generated name, serves it read-only, lists and deletes it', async () => {
    const id = await newSite('www.eps.test');
    await admin('GET', `news/domains/initData/${id}`);
    const upload = multipart('logo.png', PNG);
    const response = await admin('POST', 'api/pictures', upload.payload, { ...upload.headers, ...scoped(id, 'en') });
    expect(response.statusCode).toBe(201);
    const row = response.json<{ id: number; url: string; kind: string; originalName: string; size: number }>();
    expect(row).toMatchObject({ kind: 'image', originalName: 'logo.png', size: PNG.length });
    expect(row.url).toMatch(/^\/prod-api\/api\/materials\/file\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: row.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const listed = (await admin('GET', 'api/materials?kind=image', undefined, scoped(id, 'en'))).json<{
      totalElements: number;
    }>();
    expect(listed.totalElements).toBe(1);
    expect((await admin('DELETE', `api/materials/${row.id}`, undefined, scoped(id, 'en'))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: row.url })).statusCode).toBe(404);
    expect(fs.readdirSync(path.join(dataDir, 'sites', String(id), 'materials'))).toEqual([]);
  });

  it('types files by their bytes: a video through api/upload, not through api/pictures, and nothing partial is left', async () => {
    const id = await newSite('www.zeta.test');
    await admin('GET', `news/domains/initData/${id}`);
    const video = multipart('clip.png', MP4);
    const asPicture = await admin('POST', 'api/pictures', video.payload, { ...video.headers, ...scoped(id, 'en') });
    expect(asPicture.json()).toEqual({ status: 400, message: '只能上传 PNG, JPG, GIF, WEBP 文件' });
    const asUpload = await admin('POST', 'api/upload', video.payload, { ...video.headers, ...scoped(id, 'en') });
    expect(asUpload.json()).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    const fake = multipart('evil.png', Buffer.from('<svg onload=alert(1)>'));
    expect((await admin('POST', 'api/upload', fake.payload, { ...fake.headers, ...scoped(id, 'en') })).statusCode).toBe(
      400,
    );
    const big = multipart('big.png', Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]));
    expect((await admin('POST', 'api/pictures', big.payload, { ...big.headers, ...scoped(id, 'en') })).statusCode).toBe(
      413,
    );
    const files = fs.readdirSync(path.join(dataDir, 'sites', String(id), 'materials'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.mp4$/);
    expect((await operator('GET', 'api/materials?kind=video', undefined, scoped(id, 'en'))).statusCode).toBe(200);
  });
});
