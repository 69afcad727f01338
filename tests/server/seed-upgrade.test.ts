// A newer release's seed items reach a database seeded by an older one: new menus and dictionary
// entries are added and granted, while what an admin deleted or revoked stays so.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictDetails, dicts, menus, roles, rolesMenus, seedItems } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/index';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let test: TestDatabase;
const db = () => test.database.db;
beforeAll(async () => {
  test = await createTestDatabase();
  await seedDatabase(db());
});
afterAll(() => test.dispose());

const menuNamed = async (name: string) => (await db().select().from(menus).where(eq(menus.name, name)))[0];
const buttonsOf = async (pid: number) => db().select().from(menus).where(eq(menus.pid, pid));
async function roleId(code: string): Promise<number> {
  return (await db().select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;
}
async function grantedTo(code: string, menuIds: number[]): Promise<number[]> {
  const rows = await db()
    .select({ menuId: rolesMenus.menuId })
    .from(rolesMenus)
    .where(and(eq(rolesMenus.roleId, await roleId(code)), inArray(rolesMenus.menuId, menuIds)));
  return rows.map((row) => row.menuId).sort();
}
/** Makes the database look as if the release that seeded it did not have these items yet. */
async function unrelease(keys: string[]): Promise<void> {
  await db().delete(seedItems).where(inArray(seedItems.key, keys));
}

describe('seed items of a newer release', () => {
  it('adds a screen with its buttons that the database lacks, and grants it like a first start', async () => {
    // The user screen: the operator gets the screen and user:list only (seed/menus.ts).
    const before = (await menuNamed('SystemUser'))!;
    await db().delete(menus).where(eq(menus.id, before.id));
    await unrelease(['menu:SystemUser', 'button:user:list', 'button:user:add', 'button:user:edit', 'button:user:del']);

    const result = await seedDatabase(db());
    expect(result).toEqual({ created: false, added: 5 });
    const screen = (await menuNamed('SystemUser'))!;
    expect(screen).toMatchObject({
      pid: before.pid,
      component: 'system/user',
      path: 'user',
      title: 'menu.system.user',
    });
    const buttons = await buttonsOf(screen.id);
    expect(buttons.map((row) => row.permission).sort()).toEqual(['user:add', 'user:del', 'user:edit', 'user:list']);
    const ids = [screen.id, ...buttons.map((row) => row.id)];
    expect(await grantedTo('admin', ids)).toEqual(ids.sort());
    const list = buttons.find((row) => row.permission === 'user:list')!;
    expect(await grantedTo('operator', ids)).toEqual([screen.id, list.id].sort());
  });

  it('does not bring back a menu an admin deleted, nor re-grant a revoked one', async () => {
    const deleted = (await menuNamed('SystemJob'))!;
    await db().delete(menus).where(eq(menus.id, deleted.id));
    const user = (await menuNamed('SystemUser'))!;
    await db()
      .delete(rolesMenus)
      .where(and(eq(rolesMenus.roleId, await roleId('operator')), eq(rolesMenus.menuId, user.id)));

    expect(await seedDatabase(db())).toEqual({ created: false, added: 0 });
    expect(await menuNamed('SystemJob')).toBeUndefined();
    expect(await grantedTo('operator', [user.id])).toEqual([]);
  });

  it('adds a new entry to a seeded dictionary, and keeps an admin-made dictionary of the same name as it is', async () => {
    const [sex] = await db().select().from(dicts).where(eq(dicts.name, 'sex'));
    const [first] = await db()
      .select()
      .from(dictDetails)
      .where(eq(dictDetails.dictId, sex!.id))
      .orderBy(dictDetails.sort);
    await db().delete(dictDetails).where(eq(dictDetails.id, first!.id));
    await unrelease([`dict:sex=${first!.value}`]);
    // An admin removed the seeded yes_no dictionary and made their own before the release that seeds it.
    const [yesNo] = await db().select().from(dicts).where(eq(dicts.name, 'yes_no'));
    await db().delete(dicts).where(eq(dicts.id, yesNo!.id));
    const [own] = await db()
      .insert(dicts)
      .values({ tenantId: sex!.tenantId, name: 'yes_no', description: 'mine' })
      .returning();
    await unrelease(['dict:yes_no']);

    const result = await seedDatabase(db());
    expect(result.created).toBe(false);
    expect(
      await db()
        .select({ label: dictDetails.label, value: dictDetails.value })
        .from(dictDetails)
        .where(eq(dictDetails.dictId, sex!.id)),
    ).toContainEqual({ label: first!.label, value: first!.value });
    const [kept] = await db().select().from(dicts).where(eq(dicts.name, 'yes_no'));
    expect(kept).toMatchObject({ id: own!.id, description: 'mine' });
    // Its entries were applied before (their keys are recorded), so they are not poured into it.
    expect(await db().select().from(dictDetails).where(eq(dictDetails.dictId, own!.id))).toEqual([]);
  });

  it("gives the seeded entries of a tenant seeded before translations their labels, keeping an admin's wording", async () => {
    const entry = async (name: string, value: string) =>
      (
        await db()
          .select({ label: dictDetails.label, labelZhTw: dictDetails.labelZhTw, labelEn: dictDetails.labelEn })
          .from(dictDetails)
          .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
          .where(and(eq(dicts.name, name), eq(dictDetails.value, value)))
      )[0];
    expect(await entry('order_status', 'toShip')).toEqual({ label: '待发货', labelZhTw: '待發貨', labelEn: 'To ship' });
    // As a release before translations left them, with one entry an admin has since reworded.
    await db().update(dictDetails).set({ labelZhTw: '', labelEn: '' });
    const [shipped] = await db()
      .select({ id: dictDetails.id })
      .from(dictDetails)
      .innerJoin(dicts, eq(dicts.id, dictDetails.dictId))
      .where(and(eq(dicts.name, 'order_status'), eq(dictDetails.value, 'shipped')));
    await db().update(dictDetails).set({ label: '运输中' }).where(eq(dictDetails.id, shipped!.id));
    await unrelease(['dict-labels']);

    expect(await seedDatabase(db())).toEqual({ created: false, added: 1 });
    expect(await entry('order_status', 'toShip')).toEqual({ label: '待发货', labelZhTw: '待發貨', labelEn: 'To ship' });
    expect(await entry('pay_status', 'unpaid')).toEqual({ label: '未支付', labelZhTw: '未支付', labelEn: 'Unpaid' });
    expect(await entry('order_status', 'shipped')).toEqual({ label: '运输中', labelZhTw: '', labelEn: '' });
    // Once applied, a translation an admin clears stays cleared.
    await db().update(dictDetails).set({ labelEn: '' });
    expect(await seedDatabase(db())).toEqual({ created: false, added: 0 });
    expect(await entry('order_status', 'toShip')).toMatchObject({ labelEn: '' });
  });

  it('counts the items of a database seeded before keys were recorded as applied, and adds only what it lacks', async () => {
    const older = await createTestDatabase();
    try {
      await seedDatabase(older.database.db);
      await older.database.db.delete(menus).where(eq(menus.permission, 'dept:del'));
      await older.database.db.delete(seedItems);

      // The deleted button, and the seeded entries' translations (seed item dict-labels).
      expect(await seedDatabase(older.database.db)).toEqual({ created: false, added: 2 });
      expect((await older.database.db.select().from(menus).where(eq(menus.permission, 'dept:del'))).length).toBe(1);
      expect(await seedDatabase(older.database.db)).toEqual({ created: false, added: 0 });
    } finally {
      await older.dispose();
    }
  });
});
