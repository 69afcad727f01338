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

/** Inserts a screen or directory, then its buttons and children; returns every id written and
 *  those the operator gets by the item's own `operator` list. */
async function insertItem(db: Db, tenantId: number, pid: number, area: string, item: SeedMenu, sort: number): Promise<SeededMenuIds> {
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
  const operator = item.operator ? [id] : [];
  if (item.permission) {
    const buttons = (item.actions ?? CRUD).map((action, index) => ({
      tenantId,
      pid: id,
      type: MenuType.button,
      title: `menu.button.${action}`,
      permission: `${item.permission}:${action}`,
      sort: index + 1,
    }));
    const inserted = await db.insert(menus).values(buttons).returning({ id: menus.id, permission: menus.permission });
    ids.push(...inserted.map((row) => row.id));
    const granted = new Set(item.operator?.map((action) => `${item.permission}:${action}`));
    operator.push(...inserted.filter((row) => granted.has(row.permission ?? '')).map((row) => row.id));
  }
  for (const [index, child] of (item.children ?? []).entries()) {
    const childIds = await insertItem(db, tenantId, id, area, child, index + 1);
    ids.push(...childIds.all);
    operator.push(...childIds.operator);
  }
  return { all: ids, operator };
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
    const operator: number[] = [];
    for (const [itemIndex, item] of area.items.entries()) {
      const itemIds = await insertItem(db, tenantId, areaId, area.area, item, itemIndex + 1);
      ids.push(...itemIds.all);
      operator.push(...itemIds.operator);
    }
    result.all.push(...ids);
    if (area.operator) result.operator.push(...ids);
    else if (operator.length > 0) result.operator.push(areaId, ...operator);
  }
  return result;
}
