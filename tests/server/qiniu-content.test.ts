// /api/qiNiuContent against a local stand-in of Qiniu (no network): upload with a signed token,
// list, delete and synchronize with QBox-signed management calls, and the configuration rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartFile } from './helpers/multipart';
import { qiniuConfigBody, startQiniuStandIn, type QiniuStandIn } from './stand-ins/qiniu';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 7)]);
const previousBase = process.env.QINIU_API_BASE;

let t: TestApp;
let admin: Call;
let operator: Call;
let qiniu: QiniuStandIn;
beforeAll(async () => {
  qiniu = await startQiniuStandIn();
  process.env.QINIU_API_BASE = qiniu.base;
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(async () => {
  await t.close();
  await qiniu.close();
  process.env.QINIU_API_BASE = previousBase;
});

const upload = (call: Call, name: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(name, bytes);
  return call('POST', 'api/qiNiuContent', payload, headers);
};
type Content = { id: number; name: string; key: string; size: number; type: string; url: string; bucket: string };
const listed = async () =>
  (await admin('GET', 'api/qiNiuContent?page=0&size=50')).json<{ content: Content[]; totalElements: number }>();

describe('/api/qiNiuContent', () => {
  it('needs a Qiniu configuration before it calls the storage', async () => {
    const refused = await upload(admin, 'logo.png', PNG);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('请先添加七牛云存储配置（AccessKey、SecretKey、空间）');
    expect(qiniu.requests).toHaveLength(0);
  });

  it('uploads to the bucket with a signed token and lists the file with its public address', async () => {
    const config = qiniuConfigBody('Assets');
    expect((await admin('POST', 'api/qiNiuConfig', config)).statusCode).toBe(201);
    const created = await upload(admin, 'logo.png', PNG);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<Content>();
    expect(row).toMatchObject({ name: 'logo.png', bucket: 'shop-assets', size: PNG.length, type: 'image/png' });
    expect(row.key).toMatch(/^[0-9a-f]{12}-logo\.png$/);
    expect(row.url).toBe(`https://cdn.example.com/${row.key}`);
    expect(qiniu.objects.get(row.key)?.bytes).toEqual(PNG);
    await upload(admin, 'notes.bin', Buffer.from('plain bytes'));
    const list = await listed();
    expect(list.totalElements).toBe(2);
    expect(list.content.map((item) => item.name)).toEqual(['notes.bin', 'logo.png']);
    expect(list.content[0]!.type).toBe('application/octet-stream');
    const search = (await admin('GET', 'api/qiNiuContent?page=0&size=10&name=logo')).json<{ content: Content[] }>();
    expect(search.content.map((item) => item.name)).toEqual(['logo.png']);
  });

  it('deletes from the bucket and the list', async () => {
    const [newest] = (await listed()).content;
    const removed = await admin('DELETE', 'api/qiNiuContent', [newest!.id]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(qiniu.objects.has(newest!.key)).toBe(false);
    expect((await listed()).content.map((item) => item.name)).toEqual(['logo.png']);
    expect((await admin('DELETE', 'api/qiNiuContent', [])).statusCode).toBe(400);
  });

  it('synchronizes with the bucket over several list pages', async () => {
    for (const key of ['a.txt', 'b.txt', 'c.txt'])
      qiniu.objects.set(key, { bytes: Buffer.from(key), mimeType: 'text/plain', putTime: Date.now() * 10_000 });
    const [logo] = (await listed()).content;
    qiniu.objects.delete(logo!.key);
    const synced = await admin('POST', 'api/qiNiuContent/synchronize');
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toEqual({ total: 3, added: 3, removed: 1 });
    expect((await listed()).content.map((item) => item.key).sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(qiniu.requests.filter((request) => request.url.startsWith('/list')).length).toBe(2);
  });

  it('reports a storage failure as a 502 and keeps the row', async () => {
    const [row] = (await listed()).content;
    qiniu.objects.delete(row!.key);
    const failed = await admin('DELETE', 'api/qiNiuContent', [row!.id]);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toContain('no such file or directory');
    expect((await listed()).totalElements).toBe(3);
  });

  it('follows the storage permissions', async () => {
    expect((await operator('GET', 'api/qiNiuContent')).statusCode).toBe(403);
    expect((await upload(operator, 'x.png', PNG)).statusCode).toBe(403);
    expect((await operator('POST', 'api/qiNiuContent/synchronize')).statusCode).toBe(403);
  });
});
