// Which of a tenant's menus its package allows: a package names menus of the platform tenant (the
// catalogue); a tenant's own menu matches one by route name (directories and screens) or by
// permission (buttons). Here rather than in repositories/ because the seed needs it too, when a
// newer release grants its new menus to the roles of every seeded tenant.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { MenuType, menus, tenantPackageMenus, tenants } from './schema';

export const catalogue = alias(menus, 'catalogue');

/** A tenant menu (`menus`) that some menu of the package (`catalogue`) matches. */
const matchesCatalogue = sql`(
  (${menus.name} IS NOT NULL AND ${catalogue.name} = ${menus.name})
  OR (${menus.type} = ${MenuType.button} AND ${catalogue.type} = ${MenuType.button} AND ${catalogue.permission} = ${menus.permission})
)`;

/** The ids of the tenant's menus its package allows; null when the tenant has no package. */
export async function packageMenuIds(db: Db, tenantId: number): Promise<number[] | null> {
  const [tenant] = await db.select({ packageId: tenants.packageId }).from(tenants).where(eq(tenants.id, tenantId));
  if (tenant?.packageId == null) return null;
  const rows = await db
    .selectDistinct({ id: menus.id })
    .from(menus)
    .innerJoin(catalogue, matchesCatalogue)
    .innerJoin(tenantPackageMenus, eq(tenantPackageMenus.menuId, catalogue.id))
    .where(and(eq(menus.tenantId, tenantId), eq(tenantPackageMenus.packageId, tenant.packageId)));
  return rows.map((row) => row.id);
}
