// Menus as stored: the administration screen's rows, and the navigable ones of a user (the tree
// is shaped by services/menu-tree.ts).
import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MenuType, menus, rolesMenus, usersRoles } from '../db/schema';
import { tableFields } from './list-sql';
import { scopedTable } from './scoped-table';

export type MenuRow = typeof menus.$inferSelect;

export function menusRepository(db: Db) {
  return {
    ...scopedTable(
      db,
      menus,
      tableFields(menus, {
        like: ['title', 'name', 'component', 'permission'],
        blurry: ['title', 'name', 'component', 'path', 'permission'],
      }),
    ),

    /** The permission strings of the given menus: what a role holding them grants. */
    async permissionsOf(tenantId: number, ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectDistinct({ permission: menus.permission })
        .from(menus)
        .where(
          and(
            eq(menus.tenantId, tenantId),
            inArray(menus.id, ids),
            isNotNull(menus.permission),
            ne(menus.permission, ''),
          ),
        );
      return rows.map((row) => row.permission!);
    },

    /** Whether a menu has the route name, or a sibling under `pid` has the path (a new screen's menu item). */
    async routeTaken(tenantId: number, name: string, pid: number, path: string): Promise<boolean> {
      const [row] = await db
        .select({ id: menus.id })
        .from(menus)
        .where(
          and(eq(menus.tenantId, tenantId), or(eq(menus.name, name), and(eq(menus.pid, pid), eq(menus.path, path)))),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Directories and screens (not buttons) any of the user's roles grants, in display order. */
    async navigableOfUser(tenantId: number, userId: number): Promise<MenuRow[]> {
      const granted = db
        .select({ id: rolesMenus.menuId })
        .from(rolesMenus)
        .innerJoin(usersRoles, eq(usersRoles.roleId, rolesMenus.roleId))
        .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)));
      return db
        .select()
        .from(menus)
        .where(
          and(
            eq(menus.tenantId, tenantId),
            inArray(menus.type, [MenuType.directory, MenuType.screen]),
            inArray(menus.id, granted),
          ),
        )
        .orderBy(asc(menus.sort), asc(menus.id));
    },
  };
}
