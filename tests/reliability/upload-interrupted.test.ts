// An upload cut off mid-body (the client goes away): no partial file on disk, no row in the
// materials table; the next upload works.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials } from '../../server/db/schema-news';
import { createTwoTenants, type TwoTenants } from '../security/support/two-tenants';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TwoTenants;
let port: number;
beforeAll(async () => {
  t = await createTwoTenants();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const rows = async () => (await t.db.select({ n: count() }).from(materials))[0]!.n;
const files = () =>
  fs
    .readdirSync(t.dataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(t.dataDir, file)).isFile());

function multipartHead(boundary: string, declaredBytes: number) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + declaredBytes + Buffer.byteLength(tail);
  const request =
    `POST /prod-api/api/upload HTTP/1.1\r\nHost: x\r\nAuthorization: ${t.adminToken}\r\nSite-Id: ${t.siteId}\r\nLanguage-Source: zh_CN\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}`;
  return { request, tail };
}

describe('an interrupted upload', () => {
  it.each([64 * 1024, 3 * 1024 * 1024])('cut after %i bytes leaves no file and no row', async (sentBytes) => {
    const before = { rows: await rows(), files: files() };
    const { request } = multipartHead('----cut', 8 * 1024 * 1024);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(request);
    socket.write(PNG_HEAD);
    socket.write(Buffer.alloc(sentBytes - PNG_HEAD.length, 7));
    // Let the server start streaming the part to disk, then vanish mid-body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    for (let waited = 0; waited < 5000 && files().some((file) => file.endsWith('.part')); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(files()).toEqual(before.files);
    expect(await rows()).toBe(before.rows);
  });

  it('the next complete upload is stored', async () => {
    const boundary = '----whole';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ok.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_HEAD,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/prod-api/api/upload`, {
      method: 'POST',
      headers: {
        authorization: t.adminToken,
        'site-id': String(t.siteId),
        'language-source': 'zh_CN',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(response.status).toBe(201);
  });
});
