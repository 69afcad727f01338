// A stand-in of Qiniu Kodo for one bucket: form upload checked against the upload token, and the
// delete and list management calls checked against their QBox signature, with objects in memory.
import { createHmac } from 'node:crypto';
import { startStandIn, type Recorded, type StandIn } from './http';

export const QINIU_ACCOUNT = { accessKey: 'AK_standin', secretKey: 'SK_standin', bucket: 'shop-assets' };

/** The body of a default 七牛云存储配置 for this stand-in's bucket. */
export const qiniuConfigBody = (name: string) => ({
  name,
  ...QINIU_ACCOUNT,
  host: 'https://cdn.example.com',
  zone: 'z0',
  isDefault: true,
});

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
const signed = (data: string) => b64(createHmac('sha1', QINIU_ACCOUNT.secretKey).update(data).digest());

export interface QiniuStandIn extends StandIn {
  objects: Map<string, { bytes: Buffer; mimeType: string; putTime: number }>;
}

function qboxValid({ url, headers }: Recorded): boolean {
  return headers.authorization === `QBox ${QINIU_ACCOUNT.accessKey}:${signed(`${url}\n`)}`;
}

export async function startQiniuStandIn(): Promise<QiniuStandIn> {
  const objects: QiniuStandIn['objects'] = new Map();
  const standIn = await startStandIn(async (request) => {
    const { pathname, searchParams } = new URL(request.url, 'http://stand-in');
    if (request.method === 'POST' && pathname === '/') {
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': String(request.headers['content-type']) },
        body: new Uint8Array(request.body),
      }).formData();
      const [accessKey, signature, policy] = String(form.get('token')).split(':');
      const scope = JSON.parse(Buffer.from(policy ?? '', 'base64').toString()) as { scope: string };
      const key = String(form.get('key'));
      if (
        accessKey !== QINIU_ACCOUNT.accessKey ||
        signature !== signed(policy ?? '') ||
        scope.scope !== `${QINIU_ACCOUNT.bucket}:${key}`
      ) {
        return { status: 401, json: { error: 'bad token' } };
      }
      const file = form.get('file') as Blob;
      objects.set(key, {
        bytes: Buffer.from(await file.arrayBuffer()),
        mimeType: file.type,
        putTime: Date.now() * 10_000,
      });
      return { json: { key, hash: 'stand-in' } };
    }
    if (!qboxValid(request)) return { status: 401, json: { error: 'bad token' } };
    if (pathname.startsWith('/delete/')) {
      const entry = Buffer.from(pathname.slice('/delete/'.length), 'base64').toString();
      const key = entry.slice(QINIU_ACCOUNT.bucket.length + 1);
      if (!entry.startsWith(`${QINIU_ACCOUNT.bucket}:`) || !objects.delete(key))
        return { status: 612, json: { error: 'no such file or directory' } };
      return { json: {} };
    }
    if (pathname === '/list' && searchParams.get('bucket') === QINIU_ACCOUNT.bucket) {
      // Pages of two, so the driver's marker loop is exercised.
      const keys = [...objects.keys()].sort();
      const from = Number(searchParams.get('marker') || 0);
      const items = keys.slice(from, from + 2).map((key) => ({
        key,
        fsize: objects.get(key)!.bytes.length,
        mimeType: objects.get(key)!.mimeType,
        putTime: objects.get(key)!.putTime,
      }));
      return { json: { items, ...(from + 2 < keys.length ? { marker: String(from + 2) } : {}) } };
    }
    return { status: 404, json: { error: 'no such api' } };
  });
  return Object.assign(standIn, { objects });
}
