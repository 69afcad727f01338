// What a user may do: the codes of their roles and the permissions those roles grant.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, roles, rolesMenus, usersRoles } from '../db/schema';

export function rolesRepository(db: Db) {
  return {
    async codesOfUser(tenantId: number, userId: number): Promise<string[]> {
      const rows = await db
        .select({ code: roles.code })
        .from(usersRoles)
        .innerJoin(roles, eq(roles.id, usersRoles.roleId))
        .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)))
        .orderBy(asc(roles.id));
      return rows.map((row) => row.code);
    },

    /** Permission strings (menu buttons such as user:add) granted by any of the user's roles. */
    async permissionsOfUser(tenantId: number, userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ permission: menus.permission })
        .from(usersRoles)
        .innerJoin(rolesMenus, eq(rolesMenus.roleId, usersRoles.roleId))
        .innerJoin(menus, eq(menus.id, rolesMenus.menuId))
        .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId), isNotNull(menus.permission)))
        .orderBy(asc(menus.permission));
      return rows.flatMap((row) => (row.permission ? [row.permission] : []));
    },
  };
}
