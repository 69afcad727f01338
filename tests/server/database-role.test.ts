// The start banner's warning about the product's database role: a role with powers the product
// does not need (superuser, creating roles or databases, bypassing row security) is named in it.
// The test databases' role is a superuser on both drivers (PGlite's only role; the test cluster's
// owner), so the check finds it on a real connection; an ordinary role gives no warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleWarning } from '../../server/banner';
import { databaseRoleRisks } from '../../server/repositories/database-role';
import { createTestDatabase, type TestDatabase } from './helpers/database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.dispose());

describe('the database role warning', () => {
  it("finds a superuser role on the test database's own connection and warns about it", async () => {
    const risks = await databaseRoleRisks(testDb.database.db);
    expect(risks).toContain('superuser');
    const warning = roleWarning(risks).join('\n');
    expect(warning).toMatch(/WARNING: the DATABASE_URL role has SUPERUSER/);
    expect(warning).toContain('docs/security.md, "The database role"');
  });

  it('says nothing for an ordinary role', () => {
    expect(roleWarning([])).toEqual([]);
  });
});
