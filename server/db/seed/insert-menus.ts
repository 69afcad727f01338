// Writes the seed menu tree for one tenant and reports which menu ids each role gets.
import type { Db } from '../client';
import { MenuType, menus } from '../schema';
import { CRUD, capitalize, seedAreas, type SeedMenu } from './menus';

export interface SeededMenuIds {
  all: number[];
  operator: number[];
}

type MenuInsert = typeof menus.$inferInsert;

async function insert(db: Db, row: MenuInsert): Promise<number> {
  const [inserted] = await db.insert(menus).values(row).returning({ id: menus.id });
  return inserted!.id;
}

/** Inserts a screen or directory, then its buttons and children; returns every id written. */
async function insertItem(db: Db, tenantId: number, pid: number, area: string, item: SeedMenu, sort: number) {
  const id = await insert(db, {
    tenantId,
    pid,
    type: item.component ? MenuType.screen : MenuType.directory,
    title: `menu.${area}.${item.key}`,
    name: `${capitalize(area)}${capitalize(item.key)}`,
    component: item.component ?? null,
    path: item.path,
    icon: item.icon,
    sort,
    hidden: item.hidden ?? false,
  });
  const ids = [id];
  if (item.permission) {
    const buttons = (item.actions ?? CRUD).map((action, index) => ({
      tenantId,
      pid: id,
      type: MenuType.button,
      title: `menu.button.${action}`,
      permission: `${item.permission}:${action}`,
      sort: index + 1,
    }));
    const inserted = await db.insert(menus).values(buttons).returning({ id: menus.id });
    ids.push(...inserted.map((row) => row.id));
  }
  for (const [index, child] of (item.children ?? []).entries()) {
    ids.push(...(await insertItem(db, tenantId, id, area, child, index + 1)));
  }
  return ids;
}

export async function insertSeedMenus(db: Db, tenantId: number): Promise<SeededMenuIds> {
  const result: SeededMenuIds = { all: [], operator: [] };
  for (const [index, area] of seedAreas.entries()) {
    const areaId = await insert(db, {
      tenantId,
      pid: null,
      type: MenuType.directory,
      title: `menu.${area.area}.title`,
      name: capitalize(area.area),
      path: area.path,
      icon: area.icon,
      sort: index + 1,
    });
    const ids = [areaId];
    for (const [itemIndex, item] of area.items.entries()) {
      ids.push(...(await insertItem(db, tenantId, areaId, area.area, item, itemIndex + 1)));
    }
    result.all.push(...ids);
    if (area.operator) result.operator.push(...ids);
  }
  return result;
}
