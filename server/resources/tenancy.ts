// The platform's screens: tenants (schemas/platform/tenant.json) and their packages
// (schemas/platform/tenant-package.json). Only the platform tenant's users reach them (their
// permissions are platform-only, services/authorities.ts). Creating a tenant seeds it as the first
// start seeds the platform, with its first admin, in one transaction; a package is the ceiling of
// its tenants' roles, and narrowing it takes the menus beyond it from their roles at once.
import { randomUUID } from 'node:crypto';
import { HttpError, badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { Body } from '../screens/form-body';
import type { ResourceContext } from '../screens/resource';
import { isPlatformOnly } from '../services/authorities';
import { checkPermissions, grantorOf } from '../services/grant-ceiling';
import { storageBytes } from '../services/tenant-files';
import { scopedResource } from './scoped';

/** Form fields of a tenant that only its creation takes: the first admin's account. */
const ADMIN_FIELDS = ['adminUsername', 'adminPassword', 'adminEmail'] as const;

/** `YYYY-MM-DD` (the form's date) as the instant the tenant expires: that day's start, UTC. */
const expiryOf = (date: unknown) => (date ? new Date(`${date as string}T00:00:00Z`) : null);

async function checkPackage(repos: Repositories, packageId: unknown): Promise<void> {
  if (packageId === undefined) return;
  const found = (await repos.tenantPackages.get(0, packageId as number)) as { enabled: boolean } | null;
  if (!found?.enabled) throw badRequest('validation.invalid', { field: 'packageId' });
}

/** The platform itself is not a customer: it has no package, is never disabled and never expires. */
async function checkNotPlatform(repos: Repositories, id: number, body: Body): Promise<void> {
  if (!(await repos.users.isPlatformTenant(id))) return;
  const changes = body.packageId !== undefined || body.enabled === false || !!body.expiresAt;
  if (changes) throw badRequest('tenant.platform');
}

async function checkNewAdmin(repos: Repositories, body: Body): Promise<void> {
  if (!body.packageId) throw badRequest('validation.required', { field: 'packageId' });
  for (const field of ['adminUsername', 'adminPassword'] as const)
    if (!body[field]) throw badRequest('validation.required', { field });
  // Usernames are unique across tenants (login names no tenant): say which field, before the insert.
  if (await repos.users.findByUsername(body.adminUsername as string))
    throw new HttpError(409, 'error.conflict', { field: 'adminUsername' });
}

export const tenantsResource = scopedResource((repos) => repos.tenants, {
  async beforeWrite({ repos }, body, id) {
    await checkPackage(repos, body.packageId);
    if (id === undefined) await checkNewAdmin(repos, body);
    else {
      const adminField = ADMIN_FIELDS.find((field) => body[field] !== undefined);
      if (adminField) throw badRequest('tenant.adminOnCreate', { field: adminField });
      await checkNotPlatform(repos, id, body);
    }
    const { adminUsername: _user, adminPassword: _password, adminEmail: _email, ...columns } = body;
    return {
      ...columns,
      ...(body.expiresAt !== undefined && { expiresAt: expiryOf(body.expiresAt) }),
      ...(id === undefined && { code: `t-${randomUUID()}` }),
    };
  },
  // In the transaction of the write: a new tenant's seed and first admin, or the effects of an edit.
  async afterWrite(tx, _ctx, id, body) {
    if (body.adminUsername !== undefined) {
      await tx.tenants.seedOrg({
        tenantId: id,
        platform: false,
        admin: {
          username: body.adminUsername as string,
          nickName: body.adminUsername as string,
          email: (body.adminEmail as string | undefined) ?? '',
          passwordHash: body.adminPassword as string,
        },
      });
    }
    if (body.packageId !== undefined) await tx.tenantPackages.narrowRoles({ tenantId: id });
    if (body.enabled === false) await tx.tenants.revokeSessions(id);
  },
  async decorate({ repos }, row) {
    const {
      code: _code,
      expiresAt,
      packageId,
      ...rest
    } = row as typeof row & {
      code?: string;
      expiresAt?: string;
      packageId?: number;
    };
    const [found, usage, storage] = await Promise.all([
      packageId ? (repos.tenantPackages.get(0, packageId) as Promise<{ name: string } | null>) : null,
      repos.tenants.usage(row.id),
      storageBytes(repos, row.id),
    ]);
    return {
      ...rest,
      userCount: usage.userCount,
      chatMessages: usage.chatMessages,
      // One decimal: a tenant's first small uploads still show.
      storageMb: Math.round((storage / 1024 / 1024) * 10) / 10,
      ...(usage.lastLoginTime && { lastLoginTime: usage.lastLoginTime.toISOString() }),
      ...(packageId && { packageId, packageName: found?.name ?? '' }),
      ...(expiresAt && { expiresAt: expiresAt.slice(0, 10) }),
    };
  },
  // A tenant is deleted only with its name typed, by POST api/tenant/remove/{id} (routes/tenant-removal.ts).
  async beforeRemove() {
    throw badRequest('tenant.deleteByName');
  },
});

/** A package's menus: the platform's own (the catalogue), never a platform-only one, and only
 * permissions the operator holds (a package grants them to every tenant's admin). */
async function checkCatalogue({ repos, tenantId, userId }: ResourceContext, menuIds: number[]): Promise<void> {
  const known = await repos.menus.existing(tenantId, menuIds);
  const unknown = menuIds.find((menuId) => !known.includes(menuId));
  if (unknown !== undefined) throw badRequest('tenantPackage.unknownMenu', { id: unknown });
  const permissions = await repos.menus.permissionsOf(tenantId, menuIds);
  const platformOnly = permissions.find(isPlatformOnly);
  if (platformOnly) throw badRequest('tenantPackage.platformMenu', { permission: platformOnly });
  checkPermissions(await grantorOf(repos, tenantId, userId), permissions);
}

export const tenantPackagesResource = scopedResource((repos) => repos.tenantPackages, {
  async beforeWrite(ctx, body) {
    const menuIds = body.menuIds as number[] | undefined;
    if (menuIds) await checkCatalogue(ctx, menuIds);
    const { menuIds: _menus, ...columns } = body;
    return columns;
  },
  async afterWrite(tx, _ctx, id, body) {
    const menuIds = body.menuIds as number[] | undefined;
    if (!menuIds) return;
    await tx.tenantPackages.setMenus(id, [...new Set(menuIds)]);
    await tx.tenantPackages.narrowRoles({ packageId: id });
  },
  async decorate({ repos }, row) {
    return { ...row, menuIds: await repos.tenantPackages.menuIds(row.id) };
  },
  async beforeRemove({ repos }, ids) {
    if (await repos.tenantPackages.inUse(ids)) throw badRequest('tenantPackage.inUse');
  },
});
