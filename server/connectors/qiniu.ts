// Qiniu Kodo, by its HTTP API: form upload with an upload token, and the rs/rsf management
// calls (delete, list) signed with "QBox" HMAC-SHA1 auth. QINIU_API_BASE replaces all three
// hosts with one address (the tests' local stand-in, or a private deployment).
import { createHmac } from 'node:crypto';
import { callJson } from './http-json';
import type { ObjectStorage, StoredObject } from './object-storage';

export interface QiniuConfig {
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** The bucket's public domain, e.g. https://cdn.example.com. */
  host: string;
  zone: string;
}

const LIST_PAGE = 1000;
const TOKEN_SECONDS = 3600;

export const urlSafeBase64 = (data: Buffer | string) =>
  Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
const sign = (secretKey: string, data: string) => urlSafeBase64(createHmac('sha1', secretKey).update(data).digest());

/** The hosts of a zone (z0, z1, z2, na0, as0…), or QINIU_API_BASE for all of them. */
function hostsOf(zone: string) {
  const base = process.env.QINIU_API_BASE?.replace(/\/$/, '');
  if (base) return { up: base, rs: base, rsf: base };
  return {
    up: `https://up-${zone}.qiniup.com`,
    rs: `https://rs-${zone}.qiniuapi.com`,
    rsf: `https://rsf-${zone}.qiniuapi.com`,
  };
}

export function uploadToken({ accessKey, secretKey, bucket }: QiniuConfig, key: string, now = Date.now()): string {
  const policy = urlSafeBase64(
    JSON.stringify({ scope: `${bucket}:${key}`, deadline: Math.floor(now / 1000) + TOKEN_SECONDS }),
  );
  return `${accessKey}:${sign(secretKey, policy)}:${policy}`;
}

/** "QBox" management auth: the path with its query, a newline, and a form body if any. */
export const qboxAuth = ({ accessKey, secretKey }: QiniuConfig, pathAndQuery: string, formBody = '') =>
  `QBox ${accessKey}:${sign(secretKey, `${pathAndQuery}\n${formBody}`)}`;

export function qiniuStorage(config: QiniuConfig): ObjectStorage {
  const hosts = hostsOf(config.zone);
  const failure = 'storage.apiError' as const;
  const manage = <T>(host: string, pathAndQuery: string) =>
    callJson<T>({
      url: `${host}${pathAndQuery}`,
      method: 'POST',
      body: '',
      headers: { authorization: qboxAuth(config, pathAndQuery), 'content-type': 'application/x-www-form-urlencoded' },
      failure,
    });

  return {
    bucket: config.bucket,
    async put(key, bytes, mimeType) {
      const form = new FormData();
      form.set('token', uploadToken(config, key));
      form.set('key', key);
      form.set('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), key);
      await callJson({ url: `${hosts.up}/`, method: 'POST', body: form, failure });
    },
    async remove(key) {
      await manage(hosts.rs, `/delete/${urlSafeBase64(`${config.bucket}:${key}`)}`);
    },
    async list() {
      const objects: StoredObject[] = [];
      let marker = '';
      do {
        const query = new URLSearchParams({
          bucket: config.bucket,
          limit: String(LIST_PAGE),
          ...(marker ? { marker } : {}),
        });
        const page = await manage<{
          marker?: string;
          items?: { key: string; fsize: number; mimeType: string; putTime: number }[];
        }>(hosts.rsf, `/list?${query}`);
        // putTime is in units of 100 ns.
        for (const item of page.items ?? [])
          objects.push({
            key: item.key,
            size: item.fsize,
            mimeType: item.mimeType,
            putTime: Math.floor(item.putTime / 10_000),
          });
        marker = page.marker ?? '';
      } while (marker);
      return objects;
    },
    urlOf: (key) => `${config.host.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`,
  };
}
