// A test app with a temporary data folder, the seeded tenant's admin, and a second tenant's
// admin (a super role in its own tenant), for the isolation and upload cases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../../server/plugins/config';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../server/helpers/app';
import { client, type Call } from '../../server/helpers/api';
import { loginToken } from '../../server/helpers/auth';
import { addOtherTenant } from '../../server/helpers/chat-setup';

export interface TwoTenants extends TestApp {
  admin: Call;
  other: Call;
  adminToken: string;
  dataDir: string;
  /** A site of the first tenant, created and initialised (content calls need one). */
  siteId: number;
  /** Headers that scope content calls to that site. */
  site: Record<string, string>;
}

export async function createTwoTenants(config: Partial<AppConfig> = {}): Promise<TwoTenants> {
  // Uploads and generated sites go to DATA_DIR; each test file gets its own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-security-'));
  process.env.DATA_DIR = dataDir;
  const t = await createTestApp(config);
  const adminToken = await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD);
  const admin = client(t, adminToken);
  const other = client(t, await loginToken(t.app, t.db, await addOtherTenant(t.db, 'other-pass'), 'other-pass'));
  const created = await admin('POST', 'news/domains', {
    name: 'Site',
    domain: 'site.test',
    languages: ['zh_CN', 'en'],
    color: '#ff0000',
  });
  const siteId = created.json<{ id: number }>().id;
  await admin('GET', `news/domains/initData/${siteId}`);
  return {
    ...t,
    admin,
    other,
    adminToken,
    dataDir,
    siteId,
    site: { 'site-id': String(siteId), 'language-source': 'zh_CN' },
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
