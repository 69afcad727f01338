// Deleting a tenant: only with its name typed, never the platform, and it takes every row of the
// tenant from every tenant-scoped table of the schema (derived from Drizzle, so a new table is held
// to it too) and its files, while another tenant keeps every row and file it had.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as core from '../../server/db/schema';
import * as chat from '../../server/db/schema-chat';
import * as diy from '../../server/db/schema-diy';
import * as news from '../../server/db/schema-news';
import { DATABASE_SCRIPTS } from '../../server/services/database-scripts';
import { DEPLOY_PACKAGES } from '../../server/services/tenant-files';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/app';
import { client, type Call } from './helpers/api';
import { encrypt, loginToken } from './helpers/auth';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-tenant-delete-'));
const previousDataDir = process.env.DATA_DIR;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Every table of the schema with a `tenant_id` column. */
const tenantTables = [core, chat, diy, news]
  .flatMap((module) => Object.values(module))
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'tenant_id'));

let t: TestApp;
let platform: Call;

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  t = await createTestApp();
  platform = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
});
afterAll(async () => {
  await t.close();
  process.env.DATA_DIR = previousDataDir;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function rowsOf(tenantId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tenantTables) {
    const column = getTableConfig(table).columns.find((c) => c.name === 'tenant_id')!;
    const [row] = await t.db.select({ total: count() }).from(table).where(eq(column, tenantId));
    counts[getTableConfig(table).name] = row!.total;
  }
  return counts;
}

function writeFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  return file;
}

/** A tenant with its first admin logged in (sessions, login log), an avatar, a site with a material,
 * a chat picture and a deploy and a database upload; answers its id and files. */
async function seedTenant(name: string, packageId: number): Promise<{ id: number; files: string[] }> {
  const created = await platform('POST', 'api/tenant', {
    name,
    packageId,
    adminUsername: `${name}-admin`,
    adminPassword: encrypt('tenant-pass-1'),
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  const admin = client(t, await loginToken(t.app, t.db, `${name}-admin`, 'tenant-pass-1'));
  const avatar = await admin('POST', 'api/users/updateAvatar', PNG, { 'content-type': 'application/octet-stream' });
  const avatarFile = path.join(dataDir, 'uploads', 'avatars', path.basename(avatar.json<{ avatar: string }>().avatar));
  const [site] = await t.db
    .insert(news.domains)
    .values({ tenantId: id, name, domain: `${name}.example.com`, languages: [] })
    .returning();
  const uploads = [
    [DEPLOY_PACKAGES, 'deploy'],
    [DATABASE_SCRIPTS, 'database'],
  ].map(([screenId, folder]) => {
    const storedName = `${name}-${folder}.bin`;
    return { screenId: screenId!, storedName, file: path.join(dataDir, 'uploads', folder!, storedName) };
  });
  await t.db
    .insert(core.collectionRows)
    .values(uploads.map(({ screenId, storedName }) => ({ tenantId: id, screenId, data: { storedName } })));
  const files = [
    avatarFile,
    writeFile(path.join(dataDir, 'sites', String(site!.id), 'materials', 'a.png')),
    writeFile(path.join(dataDir, 'uploads', 'chat', String(id), 'b.png')),
    ...uploads.map(({ file }) => writeFile(file)),
  ];
  for (const file of files) expect(fs.existsSync(file)).toBe(true);
  return { id, files };
}

describe('deleting a tenant', () => {
  it('holds every tenant-scoped table of the schema to ON DELETE CASCADE from its tenant', () => {
    expect(tenantTables.length).toBeGreaterThan(30);
    for (const table of tenantTables) {
      const config = getTableConfig(table);
      const toTenant = config.foreignKeys.find((key) => {
        const reference = key.reference();
        return reference.columns[0]!.name === 'tenant_id' && getTableConfig(reference.foreignTable).name === 'tenants';
      });
      expect({ table: config.name, onDelete: toTenant?.onDelete }).toEqual({ table: config.name, onDelete: 'cascade' });
    }
  });

  it('asks for the name, refuses the platform, and removes one tenant wholly and nothing of another', async () => {
    const menuIds = (await platform('GET', 'api/sysMenu/tree')).json<{ content: { id: number }[] }>().content;
    const pkg = await platform('POST', 'api/tenantPackage', { name: 'Del', menuIds: [menuIds[0]!.id] });
    const packageId = pkg.json<{ id: number }>().id;
    const doomed = await seedTenant('doomed', packageId);
    const kept = await seedTenant('kept', packageId);
    // A user of the kept tenant named with SQL as its avatar a doomed tenant's file: it stays.
    const sharedUrl = `/prod-api/api/users/avatar/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`;
    const sharedFile = writeFile(path.join(dataDir, 'uploads', 'avatars', path.basename(sharedUrl)));
    await t.db.update(core.users).set({ avatar: sharedUrl }).where(eq(core.users.username, 'kept-admin'));
    await t.db
      .insert(core.users)
      .values({ tenantId: doomed.id, username: 'doomed-shared', nickName: 'x', passwordHash: 'x', avatar: sharedUrl });
    const keptRows = await rowsOf(kept.id);
    const doomedRows = await rowsOf(doomed.id);
    expect(Object.values(doomedRows).filter((total) => total > 0).length).toBeGreaterThan(10);

    const generic = await platform('DELETE', 'api/tenant', [doomed.id]);
    expect(generic.json()).toEqual({ status: 400, message: '删除租户请在租户管理中输入其名称确认' });
    const wrongName = await platform('POST', `api/tenant/remove/${doomed.id}`, { name: 'kept' });
    expect(wrongName.json()).toEqual({ status: 400, message: '输入的名称与租户名称不一致，未删除' });
    const platformId = (await platform('GET', 'api/tenant?blurry='))
      .json<{ content: { id: number; name: string }[] }>()
      .content.find((row) => ![doomed.id, kept.id].includes(row.id))!;
    const own = await platform('POST', `api/tenant/remove/${platformId.id}`, { name: platformId.name });
    expect(own.json()).toEqual({ status: 400, message: '平台租户不能删除' });
    expect(await rowsOf(doomed.id)).toEqual(doomedRows);

    const removed = await platform('POST', `api/tenant/remove/${doomed.id}`, { name: 'doomed' });
    expect(removed.statusCode).toBe(200);
    const left = Object.entries(await rowsOf(doomed.id)).filter(([, total]) => total > 0);
    expect(left).toEqual([]);
    for (const file of doomed.files) expect(fs.existsSync(file)).toBe(false);
    expect(await rowsOf(kept.id)).toEqual(keptRows);
    for (const file of kept.files) expect(fs.existsSync(file)).toBe(true);
    expect(fs.existsSync(sharedFile)).toBe(true);
    expect((await platform('POST', `api/tenant/remove/${doomed.id}`, { name: 'doomed' })).statusCode).toBe(404);
  });
});
