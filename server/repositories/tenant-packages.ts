// Tenant packages (租户套餐) and the ceiling they put on a tenant: a package names menus of the
// platform tenant (the catalogue, db/package-menus.ts), so each tenant keeps its own menu rows.
import { and, asc, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogue, packageMenuIds } from '../db/package-menus';
import { rolesMenus, tenantPackageMenus, tenantPackages, tenants } from '../db/schema';
import { tableFields } from './list-sql';
import { platformRows, scopedTable } from './scoped-table';

export function tenantPackagesRepository(db: Db) {
  const allowedMenuIds = (tenantId: number) => packageMenuIds(db, tenantId);

  return {
    ...scopedTable(
      db,
      tenantPackages,
      tableFields(tenantPackages, { like: ['name'], blurry: ['name', 'remark'] }),
      platformRows,
    ),

    async menuIds(packageId: number): Promise<number[]> {
      const rows = await db
        .select({ id: tenantPackageMenus.menuId })
        .from(tenantPackageMenus)
        .where(eq(tenantPackageMenus.packageId, packageId))
        .orderBy(asc(tenantPackageMenus.menuId));
      return rows.map((row) => row.id);
    },

    async setMenus(packageId: number, menuIds: number[]): Promise<void> {
      await db.delete(tenantPackageMenus).where(eq(tenantPackageMenus.packageId, packageId));
      if (menuIds.length > 0)
        await db.insert(tenantPackageMenus).values(menuIds.map((menuId) => ({ packageId, menuId })));
    },

    /** Whether any tenant still has one of the packages. */
    async inUse(ids: number[]): Promise<boolean> {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.packageId, ids)).limit(1);
      return !!row;
    },

    allowedMenuIds,

    /** The permission strings the tenant's package allows; null when the tenant has no package. */
    async permissionsOfTenant(tenantId: number): Promise<Set<string> | null> {
      const [tenant] = await db.select({ packageId: tenants.packageId }).from(tenants).where(eq(tenants.id, tenantId));
      if (tenant?.packageId == null) return null;
      const rows = await db
        .selectDistinct({ permission: catalogue.permission })
        .from(tenantPackageMenus)
        .innerJoin(catalogue, eq(catalogue.id, tenantPackageMenus.menuId))
        .where(and(eq(tenantPackageMenus.packageId, tenant.packageId), ne(catalogue.permission, '')));
      return new Set(rows.flatMap((row) => (row.permission ? [row.permission] : [])));
    },

    /** Takes from the roles of the tenants on `packageId` (or of one tenant) every menu their
     * package does not allow: a narrowed package narrows its tenants' roles at once. */
    async narrowRoles(which: { packageId: number } | { tenantId: number }): Promise<void> {
      const tenantIds =
        'tenantId' in which
          ? [which.tenantId]
          : (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.packageId, which.packageId))).map(
              (row) => row.id,
            );
      for (const tenantId of tenantIds) {
        const allowed = await allowedMenuIds(tenantId);
        if (allowed === null) continue;
        const outside: SQL | undefined = allowed.length > 0 ? notInArray(rolesMenus.menuId, allowed) : undefined;
        await db.delete(rolesMenus).where(and(eq(rolesMenus.tenantId, tenantId), outside));
      }
    },
  };
}
