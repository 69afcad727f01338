// The database tool's registered targets (数据库连接): documents of the collection screen
// tools/database-target, one per database a script may run on, with its own credentials (the
// password is write-only, `x-secret`). Registering the product's own database, or its role on the
// same server, is refused on every save (resources/database-target-hooks.ts) and again by the
// run before it connects.
import type { FastifyRequest } from 'fastify';
import { isProductDatabase, type DatabaseTarget } from '../connectors/database-target';
import { badRequest } from '../lib/http-error';

export const DATABASE_TARGETS = 'tools/database-target';

/** The connection settings of a stored (or about to be stored) target. */
export const targetOf = (data: Record<string, unknown>): DatabaseTarget => ({
  host: String(data.host ?? ''),
  port: Number(data.port ?? 5432),
  database: String(data.database ?? ''),
  user: String(data.user ?? ''),
  password: String(data.password ?? ''),
  ssl: data.ssl === true,
});

/** 400 when the target is the database (or the role) the product itself runs on. */
export async function refuseProductDatabase(request: FastifyRequest, data: Record<string, unknown>): Promise<void> {
  if (await isProductDatabase(targetOf(data), request.server.config.productDatabaseUrl))
    throw badRequest('database.targetIsProduct');
}
