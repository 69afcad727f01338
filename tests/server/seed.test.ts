// The first-start seed and the migrations are idempotent: a restart changes nothing.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../server/db/migrate';
import {
  depts,
  dictDetails,
  dicts,
  menus,
  roles,
  rolesMenus,
  tenants,
  users,
  usersRoles,
} from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/index';
import { seedDicts } from '../../server/db/seed/org';
import { verifyPassword } from '../../server/lib/password';
import { createTestDatabase, type TestDatabase } from './helpers/database';

const tables = { tenants, depts, users, roles, usersRoles, menus, rolesMenus, dicts, dictDetails };

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.dispose());

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await test.database.db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seed', () => {
  it('seeds once with a generated admin password, stored only as a hash', async () => {
    const result = await seedDatabase(test.database.db);
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[\w-]{20}$/);
    const [admin] = await test.database.db.select().from(users);
    expect(admin!.passwordHash).not.toContain(result.generatedPassword);
    expect(await verifyPassword(result.generatedPassword!, admin!.passwordHash)).toBe(true);
  });

  it('changes nothing when run again, even with another password, and after migrating again', async () => {
    const before = await counts();
    expect(before).toMatchObject({ tenants: 1, users: 1, roles: 2, dicts: seedDicts.length });
    await migrateDatabase(test.database);
    const again = await seedDatabase(test.database.db, { adminPassword: 'another-password' });
    expect(again).toEqual({ created: false, added: 0 });
    expect(await counts()).toEqual(before);
    const [admin] = await test.database.db.select().from(users);
    expect(await verifyPassword('another-password', admin!.passwordHash)).toBe(false);
  });

  it('seeds the dictionaries the screens use', async () => {
    const names = (await test.database.db.select({ name: dicts.name }).from(dicts)).map((row) => row.name);
    expect(names.sort()).toEqual(seedDicts.map((dict) => dict.name).sort());
    expect(names).toEqual(expect.arrayContaining(['dept_status', 'job_status', 'sex', 'user_status', 'yes_no']));
    expect(names).toEqual(
      expect.arrayContaining([
        'order_status',
        'pay_status',
        'refund_status',
        'shelf_status',
        'coupon_type',
        'reply_type',
      ]),
    );
  });

  it('uses ADMIN_PASSWORD on a fresh database and generates nothing', async () => {
    const fresh = await createTestDatabase();
    try {
      const result = await seedDatabase(fresh.database.db, { adminPassword: 'chosen-password' });
      expect(result).toMatchObject({ created: true, generatedPassword: undefined });
      expect(result.added).toBeGreaterThan(100);
      const [admin] = await fresh.database.db.select().from(users);
      expect(await verifyPassword('chosen-password', admin!.passwordHash)).toBe(true);
    } finally {
      await fresh.dispose();
    }
  });
});
