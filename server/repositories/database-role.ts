// What the product's own database role may do beyond its needs (docs/security.md, "The database
// role"): checked once at start on PostgreSQL, so the banner can warn that SQL run as this role
// (a bug, an injection) could reach every database of the server or its operating system.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RoleRisk = 'superuser' | 'createrole' | 'createdb' | 'bypassrls';

/** The powers of the connection's role that the product does not need (none: an ordinary owner role). */
export async function databaseRoleRisks(db: Db): Promise<RoleRisk[]> {
  const result = (await db.execute(
    sql`SELECT rolsuper AS superuser, rolcreaterole AS createrole, rolcreatedb AS createdb, rolbypassrls AS bypassrls FROM pg_roles WHERE rolname = current_user`,
  )) as unknown as { rows: Record<RoleRisk, boolean>[] };
  const role = result.rows[0];
  if (!role) return [];
  return (['superuser', 'createrole', 'createdb', 'bypassrls'] as const).filter((risk) => role[risk] === true);
}
