// Deleting a tenant (the platform's 租户管理, `POST api/tenant/remove/{id}` with the tenant's name):
// the operator types the name, the platform tenant is never deleted. One transaction deletes the
// tenant row, and with it every tenant-scoped row (each `tenant_id` references the tenant ON DELETE
// CASCADE); then its files go: its users' avatars, its sites' folders (pages, materials), its chat
// pictures and its deploy and database uploads. Nothing of another tenant is named on the way.
import { rm } from 'node:fs/promises';
import { badRequest, notFound } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { filesOf } from './tenant-files';

export async function removeTenant(repos: Repositories, tenantId: number, typedName: string): Promise<void> {
  const files = await repos.transaction(async (tx) => {
    const row = (await tx.tenants.get(0, tenantId)) as { name: string } | null;
    if (!row) throw notFound();
    if (await tx.users.isPlatformTenant(tenantId)) throw badRequest('tenant.platformDelete');
    if (row.name !== typedName) throw badRequest('tenant.nameMismatch');
    const found = await filesOf(tx, tenantId);
    await tx.tenants.removeWithRows(tenantId);
    return found;
  });
  // After the commit: a failed transaction keeps every file its rows still name.
  await Promise.all(files.map((file) => rm(file, { recursive: true, force: true })));
}
