// Uploads typed by their bytes, not their name: wrong types, double extensions, SVG with scripts
// and ../ names; downloads that cannot leave their folder (materials, avatars, the built front end).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { usersRoles } from '../../server/db/schema';
import { testConfig } from '../server/helpers/app';
import { createUser, loginToken } from '../server/helpers/auth';
import { unchanged } from './support/db-snapshot';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';
import { qiniuConfigBody, startQiniuStandIn, type QiniuStandIn } from '../server/stand-ins/qiniu';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

const previousQiniuBase = process.env.QINIU_API_BASE;
let t: TwoTenants;
let qiniu: QiniuStandIn;
beforeAll(async () => {
  qiniu = await startQiniuStandIn();
  process.env.QINIU_API_BASE = qiniu.base;
  t = await createTwoTenants();
});
afterAll(async () => {
  await t.close();
  await qiniu.close();
  process.env.QINIU_API_BASE = previousQiniuBase;
});

function multipart(filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----security-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: t.adminToken, ...t.site },
  };
}

const upload = (filename: string, bytes: Buffer, type?: string) =>
  t.app.inject({ method: 'POST', url: '/prod-api/api/pictures', ...multipart(filename, bytes, type) });
const materialsDir = () => path.join(t.dataDir, 'sites', String(t.siteId), 'materials');
/** Files (not folders: the first upload creates the site's materials folder) under the data folder. */
const filesOnDisk = () =>
  fs
    .readdirSync(t.dataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(t.dataDir, file)).isFile());

describe('uploads', () => {
  it.each([
    ['an SVG with scripts', 'logo.svg', SVG, 'image/svg+xml'],
    ['a PHP script named .png', 'shell.png', PHP, 'image/png'],
    ['a double extension', 'shell.php.png', PHP, 'image/png'],
    ['HTML named .jpg', 'page.jpg', HTML, 'image/jpeg'],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'image/png'],
  ])('%s is refused with 400, and no file or row is left', async (_what, name, bytes, type) => {
    const before = filesOnDisk();
    const response = await unchanged(t.db, () => upload(name, bytes, type));
    expect(response.json()).toEqual({ status: 400, message: '只能上传 PNG, JPG, GIF, WEBP 文件' });
    expect(filesOnDisk()).toEqual(before);
  });

  it('a real PNG under a hostile name is stored under a generated name inside the materials folder', async () => {
    const outside = path.join(t.dataDir, 'evil.png');
    const response = await upload('../../evil.png.php', PNG);
    expect(response.statusCode).toBe(201);
    const row = response.json<{ url: string; originalName: string; mime: string }>();
    expect(row.originalName).toBe('evil.png.php');
    expect(row.mime).toBe('image/png');
    expect(row.url).toMatch(/^\/prod-api\/api\/materials\/file\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.readdirSync(materialsDir())).toContain(path.basename(row.url));
    expect(filesOnDisk().filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  it('a PNG that also holds markup is served as an image that cannot run', async () => {
    const polyglot = Buffer.concat([PNG, HTML]);
    const { url } = (await upload('x.html', polyglot)).json<{ url: string }>();
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    // The headers every answer gets are there too (server/plugins/security-headers.ts).
    expect(served.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('an avatar must be an image by its bytes', async () => {
    for (const [bytes, type] of [
      [SVG, 'image/svg+xml'],
      [HTML, 'image/png'],
      [PHP, 'application/octet-stream'],
    ] as const) {
      const response = await unchanged(t.db, () =>
        t.app.inject({
          method: 'POST',
          url: '/prod-api/api/users/updateAvatar',
          headers: { authorization: t.adminToken, 'content-type': type },
          payload: bytes,
        }),
      );
      expect(response.json()).toEqual({ status: 400, message: '只能上传 PNG、JPEG、GIF 或 WebP 图片' });
    }
  });

  it('a user without the permission can neither upload nor delete a material', async () => {
    const { id, url } = (await upload('keep.png', PNG)).json<{ id: number; url: string }>();
    const userId = await createUser(t.db, { username: 'noperm', password: 'noperm-pass' });
    await t.db.delete(usersRoles).where(eq(usersRoles.userId, userId));
    const token = await loginToken(t.app, t.db, 'noperm', 'noperm-pass');
    await unchanged(t.db, async () => {
      const denied = await t.app.inject({
        method: 'POST',
        url: '/prod-api/api/pictures',
        ...multipart('x.png', PNG),
        headers: { ...multipart('x.png', PNG).headers, authorization: token },
      });
      expect(denied.json()).toEqual({ status: 403, message: '没有权限执行此操作' });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/prod-api/api/materials/${id}`,
        headers: { authorization: token, ...t.site },
      });
      expect(deleted.json()).toEqual({ status: 403, message: '没有权限执行此操作' });
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe("a NUL in an upload's file name", () => {
  const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
  const SQL = Buffer.from('select 1;\n');
  /** Every upload route that takes a named file, with a file it would otherwise accept. */
  const routes: [string, string, Buffer, () => Promise<Record<string, string>>][] = [
    ['/prod-api/api/pictures', 'x.png', PNG, async () => t.site],
    ['/prod-api/api/upload', 'x.png', PNG, async () => t.site],
    ['/prod-api/api/deploy/upload', 'x.zip', ZIP, async () => ({})],
    ['/prod-api/api/database/upload', 'x.sql', SQL, async () => ({})],
    ['/prod-api/api/qiNiuContent', 'x.png', PNG, async () => ({})],
    ['/prod-api/imchat/upload', 'x.png', PNG, async () => ({})],
    [
      '/prod-api/imchat/visitor/upload',
      'x.png',
      PNG,
      async () => {
        const { siteKey } = (await t.admin('GET', 'im/config')).json<{ siteKey: string }>();
        const session = await t.app.inject({
          method: 'POST',
          url: '/prod-api/imchat/visitor/session',
          payload: { siteKey },
        });
        return { 'x-chat-site': siteKey, 'x-chat-visitor': session.json<{ visitorToken: string }>().visitorToken };
      },
    ],
  ];

  beforeAll(async () => {
    const config = qiniuConfigBody('Assets');
    expect((await t.admin('POST', 'api/qiNiuConfig', config)).statusCode).toBe(201);
  });

  it.each(routes)(
    '%s answers 400 and keeps no file, no row and no stored object',
    async (url, name, bytes, headersOf) => {
      const extra = await headersOf();
      const before = filesOnDisk();
      const { payload, headers } = multipart(name.replace('.', '\u0000.'), bytes, 'application/octet-stream');
      const response = await unchanged(t.db, () =>
        t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...extra } }),
      );
      expect(response.json()).toEqual({ status: 400, message: '文件名不能包含控制字符' });
      expect(filesOnDisk()).toEqual(before);
      expect(qiniu.objects.size).toBe(0);
    },
  );
});

describe('downloads', () => {
  const traversals = [
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
    '....%2F%2Fetc%2Fpasswd',
    '%252e%252e%252fetc%252fpasswd',
  ];

  it.each(traversals)('%s answers 404 on the material and avatar routes', async (name) => {
    for (const base of ['/prod-api/api/materials/file/', '/prod-api/api/users/avatar/']) {
      const response = await t.app.inject({ method: 'GET', url: base + name });
      expect(response.json(), base + name).toEqual({ status: 404, message: '请求的资源不存在' });
    }
  });

  it('a NUL-terminated name answers 400 on both routes', async () => {
    for (const base of ['/prod-api/api/materials/file/', '/prod-api/api/users/avatar/']) {
      const response = await t.app.inject({ method: 'GET', url: `${base}x.png%00.png` });
      expect(response.json(), base).toEqual({ status: 400, message: 'file 的值无效' });
    }
  });

  it('the built front end serves nothing outside its folder', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    const secretFile = path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`);
    fs.writeFileSync(secretFile, 'TOP-SECRET');
    const app = await buildApp({
      db: t.db,
      config: testConfig({ distDir: dist }),
    });
    try {
      const name = path.basename(secretFile);
      for (const url of [
        `/../${name}`,
        `/%2e%2e/${name}`,
        `/assets/..%2f..%2f${name}`,
        `/%2e%2e%2f${name}`,
        `/..%5c${name}`,
        '/../../../../etc/passwd',
        '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.body, url).not.toContain('TOP-SECRET');
        expect(response.body, url).not.toContain('root:');
      }
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(secretFile, { force: true });
    }
  });
});
