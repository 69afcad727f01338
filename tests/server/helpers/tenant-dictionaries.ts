// The bare second tenant of addOtherTenant has no dictionaries; a body with a dictionary-bound
// field must carry one of its tenant's values (server/screens/dict-values.ts). This copies the
// seeded tenant's dictionaries of `names`, with their entries, to the tenant with code `code`.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { dictDetails, dicts, tenants } from '../../../server/db/schema';

const SEEDED_TENANT = 1;

export async function copySeededDictionaries(db: Db, code: string, names: string[]): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  const sources = await db
    .select()
    .from(dicts)
    .where(and(eq(dicts.tenantId, SEEDED_TENANT), inArray(dicts.name, names)));
  for (const source of sources) {
    const [copy] = await db
      .insert(dicts)
      .values({ tenantId: tenant!.id, name: source.name })
      .returning({ id: dicts.id });
    const entries = await db.select().from(dictDetails).where(eq(dictDetails.dictId, source.id));
    if (entries.length > 0)
      await db
        .insert(dictDetails)
        .values(entries.map(({ label, value }) => ({ tenantId: tenant!.id, dictId: copy!.id, label, value })));
  }
}
