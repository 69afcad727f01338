// The seed's menus and dictionaries, applied item by item under a stable key. A first start
// applies them all; a later start (a newer release) adds only the items whose key the tenant has
// never had, so an upgraded server gets its new screens and dictionary entries while a menu or an
// entry an admin deleted stays deleted. Keys: `menu:<route name>`, `button:<permission>`,
// `dict:<name>`, `dict:<name>=<value>`, and `dict-labels` (the seeded entries' translations).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { packageMenuIds } from '../package-menus';
import { MenuType, dictDetails, dicts, menus, roles, rolesMenus, seedItems } from '../schema';
import { CRUD, capitalize, seedAreas, type SeedMenu } from './menus';
import { seedDicts, seedRoles } from './org';

type MenuInsert = typeof menus.$inferInsert;

/** What one run added: menu ids per role, and every key it applied. */
interface Applied {
  admin: number[];
  operator: number[];
  keys: string[];
}

class SeedRun {
  readonly added: Applied = { admin: [], operator: [], keys: [] };
  /** Menu ids by route name, read once: an upgrade walks every seed menu, mostly existing ones. */
  private menuIds?: Promise<Map<string, number>>;

  constructor(
    private readonly tx: Db,
    private readonly tenantId: number,
    private readonly applied: ReadonlySet<string>,
    private readonly platform: boolean,
  ) {}

  isNew(key: string): boolean {
    return !this.applied.has(key);
  }

  /** The menu of a route name: inserted when its key is new, else the existing row (undefined
   *  when an admin deleted it; its children are then left out too). */
  async menu(
    row: Omit<MenuInsert, 'tenantId'> & { name: string },
  ): Promise<{ id: number; isNew: boolean } | undefined> {
    const key = `menu:${row.name}`;
    if (!this.isNew(key)) {
      this.menuIds ??= this.tx
        .select({ id: menus.id, name: menus.name })
        .from(menus)
        .where(eq(menus.tenantId, this.tenantId))
        .then((rows) => new Map(rows.flatMap((menu) => (menu.name ? [[menu.name, menu.id] as const] : []))));
      const id = (await this.menuIds).get(row.name);
      return id === undefined ? undefined : { id, isNew: false };
    }
    const [inserted] = await this.tx
      .insert(menus)
      .values({ ...row, tenantId: this.tenantId })
      .returning({ id: menus.id });
    this.record(key, inserted!.id, false);
    return { id: inserted!.id, isNew: true };
  }

  /** Whether any new button goes to the operator (all of them in an operator area). */
  async buttons(pid: number, item: SeedMenu, operatorArea: boolean): Promise<boolean> {
    const granted = new Set(item.operator);
    const actions = (item.actions ?? CRUD).map((action, index) => ({
      action,
      sort: index + 1,
      permission: `${item.permission}:${action}`,
    }));
    const fresh = actions.filter(({ permission }) => this.isNew(`button:${permission}`));
    if (fresh.length === 0) return false;
    const rows = fresh.map(({ action, sort, permission }) => ({
      tenantId: this.tenantId,
      pid,
      type: MenuType.button,
      title: `menu.button.${action}`,
      permission,
      sort,
    }));
    const inserted = await this.tx.insert(menus).values(rows).returning({ id: menus.id, permission: menus.permission });
    for (const [index, row] of inserted.entries()) {
      this.record(`button:${row.permission}`, row.id, operatorArea || granted.has(fresh[index]!.action));
    }
    return fresh.some(({ action }) => operatorArea || granted.has(action));
  }

  private record(key: string, menuId: number, operator: boolean): void {
    this.added.keys.push(key);
    this.added.admin.push(menuId);
    if (operator) this.added.operator.push(menuId);
  }

  /**
   * A screen or directory, its buttons and children; whether the operator got any new one. Only
   * new items are granted (and the menus above them, so they show): a grant an admin revoked stays
   * revoked.
   */
  async item(pid: number, area: string, operatorArea: boolean, item: SeedMenu, sort: number): Promise<boolean> {
    const menu = await this.menu({
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
    if (!menu) return false;
    let operator = menu.isNew && (operatorArea || item.operator !== undefined);
    if (item.permission && (await this.buttons(menu.id, item, operatorArea))) operator = true;
    for (const [index, child] of (item.children ?? []).entries()) {
      if (await this.item(menu.id, area, operatorArea, child, index + 1)) operator = true;
    }
    if (operator) this.added.operator.push(menu.id);
    return operator;
  }

  async menus(): Promise<void> {
    for (const [index, area] of seedAreas.entries()) {
      if (area.platformOnly && !this.platform) continue;
      const name = capitalize(area.area);
      const areaMenu = await this.menu({
        pid: null,
        type: MenuType.directory,
        title: `menu.${area.area}.title`,
        name,
        path: area.path,
        icon: area.icon,
        sort: index + 1,
      });
      if (!areaMenu) continue;
      let operator = areaMenu.isNew && area.operator;
      for (const [itemIndex, item] of area.items.entries()) {
        if (await this.item(areaMenu.id, area.area, area.operator, item, itemIndex + 1)) operator = true;
      }
      // An area the operator does not get still shows the screens it does get.
      if (operator) this.added.operator.push(areaMenu.id);
    }
  }

  async dictionaries(): Promise<void> {
    for (const dict of seedDicts) {
      const key = `dict:${dict.name}`;
      if (this.isNew(key)) {
        // A dictionary an admin made under the same name is kept as it is; only missing entries are added.
        await this.tx
          .insert(dicts)
          .values({ tenantId: this.tenantId, name: dict.name, description: dict.description })
          .onConflictDoNothing();
        this.added.keys.push(key);
      }
      const fresh = dict.details
        .map((detail, index) => ({ ...detail, sort: index + 1 }))
        .filter((detail) => this.isNew(`${key}=${detail.value}`));
      if (fresh.length === 0) continue;
      const [row] = await this.tx
        .select({ id: dicts.id })
        .from(dicts)
        .where(and(eq(dicts.tenantId, this.tenantId), eq(dicts.name, dict.name)));
      if (!row) continue;
      await this.tx
        .insert(dictDetails)
        .values(fresh.map((detail) => ({ tenantId: this.tenantId, dictId: row.id, ...detail })))
        .onConflictDoNothing();
      this.added.keys.push(...fresh.map((detail) => `${key}=${detail.value}`));
    }
  }

  /**
   * The Traditional Chinese and English labels of the seeded entries, for a tenant seeded before
   * entries had them: only entries that still carry the seed's label and no translation, so an
   * admin's wording stays. Entries inserted by this seed already have them.
   */
  async dictionaryLabels(): Promise<void> {
    const key = 'dict-labels';
    if (!this.isNew(key)) return;
    const rows = seedDicts.flatMap((dict) =>
      dict.details.map(
        (detail) => sql`(${dict.name}, ${detail.value}, ${detail.label}, ${detail.labelZhTw}, ${detail.labelEn})`,
      ),
    );
    await this.tx.execute(sql`
      UPDATE ${dictDetails} AS detail
      SET label_zh_tw = seed.label_zh_tw, label_en = seed.label_en
      FROM ${dicts}, (VALUES ${sql.join(rows, sql`, `)}) AS seed(name, value, label, label_zh_tw, label_en)
      WHERE detail.tenant_id = ${this.tenantId} AND dicts.id = detail.dict_id AND dicts.name = seed.name
        AND detail.value = seed.value AND detail.label = seed.label
        AND detail.label_zh_tw = '' AND detail.label_en = ''`);
    this.added.keys.push(key);
  }

  /** New menus go to the seeded roles (the admin gets all); roles an admin deleted get none. In a
   * tenant with a package, only the new menus the package allows. */
  async grant(): Promise<void> {
    const allowed = await packageMenuIds(this.tx, this.tenantId);
    const within = (menuId: number) => allowed === null || allowed.includes(menuId);
    const seeded = await this.tx
      .select({ id: roles.id, code: roles.code })
      .from(roles)
      .where(
        and(eq(roles.tenantId, this.tenantId), inArray(roles.code, [seedRoles.admin.code, seedRoles.operator.code])),
      );
    const grants = seeded.flatMap((role) =>
      (role.code === seedRoles.admin.code ? this.added.admin : this.added.operator)
        .filter(within)
        .map((menuId) => ({ tenantId: this.tenantId, roleId: role.id, menuId })),
    );
    if (grants.length > 0) await this.tx.insert(rolesMenus).values(grants).onConflictDoNothing();
  }
}

/**
 * A database seeded before keys were recorded: its existing seed items count as applied, so
 * only what it lacks is added (and what an admin deleted before this upgrade comes back once).
 */
async function existingKeys(tx: Db, tenantId: number): Promise<string[]> {
  const menuRows = await tx
    .select({ name: menus.name, permission: menus.permission })
    .from(menus)
    .where(eq(menus.tenantId, tenantId));
  const details = await tx
    .select({ dict: dicts.name, value: dictDetails.value })
    .from(dictDetails)
    .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
    .where(eq(dictDetails.tenantId, tenantId));
  const dictRows = await tx.select({ name: dicts.name }).from(dicts).where(eq(dicts.tenantId, tenantId));
  return [
    ...menuRows.flatMap((row) =>
      row.name ? [`menu:${row.name}`] : row.permission ? [`button:${row.permission}`] : [],
    ),
    ...dictRows.map((row) => `dict:${row.name}`),
    ...details.map((row) => `dict:${row.dict}=${row.value}`),
  ];
}

/** Applies the seed items the tenant has not had yet; returns how many it added. `platform`: the
 * tenant is the platform, which alone gets the platform-only areas. */
export async function applySeedItems(tx: Db, tenantId: number, platform: boolean): Promise<number> {
  let applied = (await tx.select({ key: seedItems.key }).from(seedItems).where(eq(seedItems.tenantId, tenantId))).map(
    (row) => row.key,
  );
  if (applied.length === 0) {
    applied = await existingKeys(tx, tenantId);
    if (applied.length > 0)
      await tx
        .insert(seedItems)
        .values(applied.map((key) => ({ tenantId, key })))
        .onConflictDoNothing();
  }
  const run = new SeedRun(tx, tenantId, new Set(applied), platform);
  await run.menus();
  await run.dictionaries();
  await run.dictionaryLabels();
  await run.grant();
  const { keys } = run.added;
  if (keys.length > 0) await tx.insert(seedItems).values(keys.map((key) => ({ tenantId, key })));
  return keys.length;
}
