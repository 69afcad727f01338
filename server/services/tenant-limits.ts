// The limits the platform sets on a tenant, enforced here rather than trusted to the screens.
// A refusal is 400 naming the limit, translated (a 403 would send the browser to its "no
// permission" page); docs/security.md, "Tenants".
import { badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { storageBytes } from './tenant-files';

const MB = 1024 * 1024;

/** Before adding a user, inside the transaction that adds it (the tenant row is locked there, so two
 * concurrent additions cannot both take the last place). */
export async function checkUserLimit(tx: Repositories, tenantId: number): Promise<void> {
  const limits = await tx.tenants.lockLimits(tenantId);
  if (limits?.maxUsers == null) return;
  if ((await tx.tenants.userCount(tenantId)) >= limits.maxUsers)
    throw badRequest('tenant.userLimit', { max: limits.maxUsers });
}

/** Before adding a site, inside the transaction that adds it (the tenant row locked, as for users). */
export async function checkSiteLimit(tx: Repositories, tenantId: number): Promise<void> {
  const limits = await tx.tenants.lockLimits(tenantId);
  if (limits?.maxSites == null) return;
  if ((await tx.tenants.siteCount(tenantId)) >= limits.maxSites)
    throw badRequest('tenant.siteLimit', { max: limits.maxSites });
}

/** Keeps an upload of `adding` bytes only if it fits the tenant's storage limit (the size of its
 * files, services/tenant-files.ts). The check and `keep` (which puts the file in place and records
 * the row naming it) run in one transaction holding the tenant's storage lock, so two uploads at
 * the same moment cannot both take the last room: the second sees the first's file. */
export async function keepWithinStorage<T>(
  repos: Repositories,
  tenantId: number,
  adding: number,
  keep: (tx: Repositories) => Promise<T>,
): Promise<T> {
  return repos.transaction(async (tx) => {
    await tx.tenants.lockStorage(tenantId);
    const max = (await tx.tenants.get(0, tenantId))?.maxStorageMb;
    if (max != null && (await storageBytes(tx, tenantId)) + adding > max * MB)
      throw badRequest('tenant.storageLimit', { max });
    return keep(tx);
  });
}

/** Why the tenant's users may not log in now, as a message key; null when they may. */
export async function tenantRefusal(
  repos: Repositories,
  tenantId: number,
): Promise<'tenant.disabled' | 'tenant.expired' | null> {
  const standing = await repos.tenants.standing(tenantId);
  return standing === 'disabled' ? 'tenant.disabled' : standing === 'expired' ? 'tenant.expired' : null;
}
