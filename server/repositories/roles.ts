// What a user may do: the codes of their roles and the permissions those roles grant.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, roles, rolesDepts, rolesMenus, usersRoles } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';

/** A role's link table to menus or departments, by the field the API names it. */
const links = {
  menuIds: { table: rolesMenus, column: rolesMenus.menuId, key: 'menuId' },
  deptIds: { table: rolesDepts, column: rolesDepts.deptId, key: 'deptId' },
} as const;
export type RoleLink = keyof typeof links;

export function rolesRepository(db: Db) {
  async function linked(tenantId: number, roleId: number, link: RoleLink): Promise<number[]> {
    const { table, column } = links[link];
    const rows = await db
      .select({ id: column })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.roleId, roleId)))
      .orderBy(asc(column));
    return rows.map((row) => row.id);
  }

  return {
    ...scopedTable(db, roles, tableFields(roles, { like: ['name', 'code'], blurry: ['name', 'code', 'description'] })),

    linked,

    async setLinked(tenantId: number, roleId: number, link: RoleLink, ids: number[]): Promise<void> {
      const { table, key } = links[link];
      await db.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.roleId, roleId)));
      if (ids.length > 0)
        await db.insert(table).values(ids.map((id) => ({ tenantId, roleId, [key]: id }) as typeof table.$inferInsert));
    },

    /** Every role of the tenant, by id (the wizard's choice of roles to grant). */
    async allOf(tenantId: number): Promise<{ id: number; name: string; code: string }[]> {
      return db
        .select({ id: roles.id, name: roles.name, code: roles.code })
        .from(roles)
        .where(eq(roles.tenantId, tenantId))
        .orderBy(asc(roles.id));
    },

    /** Whether any of the roles is still assigned to a user. */
    async assigned(tenantId: number, ids: number[]): Promise<boolean> {
      const [row] = await db
        .select({ id: usersRoles.userId })
        .from(usersRoles)
        .where(and(eq(usersRoles.tenantId, tenantId), inArray(usersRoles.roleId, ids)))
        .limit(1);
      return !!row;
    },

    async codesOfUser(tenantId: number, userId: number): Promise<string[]> {
      const rows = await db
        .select({ code: roles.code })
        .from(usersRoles)
        .innerJoin(roles, eq(roles.id, usersRoles.roleId))
        .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)))
        .orderBy(asc(roles.id));
      return rows.map((row) => row.code);
    },

    /** The data scope of each of the user's roles, with the departments of each custom one. */
    async scopesOfUser(tenantId: number, userId: number): Promise<{ dataScope: string; deptIds: number[] }[]> {
      const held = await db
        .select({ id: roles.id, dataScope: roles.dataScope })
        .from(usersRoles)
        .innerJoin(roles, eq(roles.id, usersRoles.roleId))
        .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)));
      return Promise.all(
        held.map(async ({ id, dataScope }) => ({
          dataScope,
          deptIds: dataScope === 'custom' ? await linked(tenantId, id, 'deptIds') : [],
        })),
      );
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
