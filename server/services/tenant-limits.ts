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

/** Before keeping an upload of `adding` bytes: the tenant's files (services/tenant-files.ts) and it
 * must fit in its storage limit. Not serialised: two uploads at the same moment may each pass. */
export async function checkStorageLimit(repos: Repositories, tenantId: number, adding: number): Promise<void> {
  const max = (await repos.tenants.get(0, tenantId))?.maxStorageMb;
  if (max == null) return;
  if ((await storageBytes(repos, tenantId)) + adding > max * MB) throw badRequest('tenant.storageLimit', { max });
}

/** Why the tenant's users may not log in now, as a message key; null when they may. */
export async function tenantRefusal(
  repos: Repositories,
  tenantId: number,
): Promise<'tenant.disabled' | 'tenant.expired' | null> {
  const standing = await repos.tenants.standing(tenantId);
  return standing === 'disabled' ? 'tenant.disabled' : standing === 'expired' ? 'tenant.expired' : null;
}
