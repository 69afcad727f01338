// The limits the platform sets on a tenant beyond its users: sites and upload storage, each
// refused with a 400 naming the limit (the user limit is tests/server/tenants.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { loginToken } from './helpers/auth';
import { multipartFile } from './helpers/multipart';
import { storageBytes } from '../../server/services/tenant-files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-tenant-limits-'));
const previousDataDir = process.env.DATA_DIR;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const MB = 1024 * 1024;

let t: TestApp;
let admin: Call;
let tenant: { id: number; name: string };

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  tenant = (await admin('GET', 'api/tenant')).json<{ content: { id: number; name: string }[] }>().content[0]!;
});
afterAll(async () => {
  await t.close();
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const limit = (values: Record<string, number | null>) =>
  admin('PUT', 'api/tenant', { id: tenant.id, name: tenant.name, ...values });
const site = (domain: string) =>
  admin('POST', 'news/domains', { name: domain, domain, languages: ['en'], color: '#00aa00' });
const avatar = (bytes: Buffer) =>
  admin('POST', 'api/users/updateAvatar', bytes, { 'content-type': 'application/octet-stream' });

describe('tenant limits', () => {
  it('refuses a site past the tenant’s max sites, naming the limit', async () => {
    expect((await limit({ maxSites: 1 })).statusCode).toBe(200);
    expect((await site('one.example.com')).statusCode).toBe(201);
    const refused = await site('two.example.com');
    expect(refused.json()).toEqual({ status: 400, message: '站点数已达本租户的上限 1，请联系平台升级' });
    const english = await admin(
      'POST',
      'news/domains',
      { name: 'x', domain: 'x.example.com', languages: ['en'], color: '#00aa00' },
      { language: 'en' },
    );
    expect(english.json<{ message: string }>().message).toBe(
      'Your tenant has reached its limit of 1 sites; ask the platform to raise it',
    );
    expect((await limit({ maxSites: 2 })).statusCode).toBe(200);
    expect((await site('two.example.com')).statusCode).toBe(201);
  });

  it('refuses an upload past the tenant’s storage, counting the files it already has', async () => {
    expect((await limit({ maxStorageMb: 1 })).statusCode).toBe(200);
    expect((await avatar(Buffer.concat([PNG, Buffer.alloc(MB / 2)]))).statusCode).toBe(200);
    // The first avatar is still counted while the second is checked: half a MB each is past 1 MB.
    const refused = await avatar(Buffer.concat([PNG, Buffer.alloc(MB / 2 + 1)]));
    expect(refused.json()).toEqual({ status: 400, message: '上传存储已达本租户的上限 1 MB，请联系平台升级' });
    expect((await avatar(PNG)).statusCode).toBe(200);
  });

  it('shows each tenant’s storage used and chat volume on the platform’s list', async () => {
    const before = await admin('GET', `api/tenant/${tenant.id}`);
    expect(before.json()).toMatchObject({ storageMb: 0, chatMessages: 0 });
    expect((await avatar(Buffer.concat([PNG, Buffer.alloc(MB / 2)]))).statusCode).toBe(200);
    const listed = (await admin('GET', 'api/tenant')).json<{ content: Record<string, unknown>[] }>().content;
    expect(listed.find((row) => row.id === tenant.id)).toMatchObject({ storageMb: 0.5, chatMessages: 0 });
  });

  it('lets only one of several uploads at the same moment take the last room', async () => {
    // The room left is between 1 and 2 MB, each upload takes 60% of it: one fits, two do not.
    const used = await storageBytes(t.repos, tenant.id);
    const maxStorageMb = Math.floor(used / MB) + 2;
    const each = Math.floor((maxStorageMb * MB - used) * 0.6);
    expect((await limit({ maxStorageMb })).statusCode).toBe(200);
    const { payload, headers } = multipartFile('room.png', Buffer.concat([PNG, Buffer.alloc(each - PNG.length)]));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin('POST', 'imchat/upload', payload, headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({
      status: 400,
      message: `上传存储已达本租户的上限 ${maxStorageMb} MB，请联系平台升级`,
    });
    expect(await storageBytes(t.repos, tenant.id)).toBe(used + each);
  });
});
