// The floor of the user list: a bare Fastify route running the list's own SQL (the repository call
// behind GET api/sysUser?page=0&size=20, for the whole tenant) on DATABASE_URL, with no token, no
// permission, no data scope, nothing else. Run in its own process like the real server, on the
// database that server seeded; prints its URL once listening, stops on SIGTERM.
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { userAdminRepository } from '../server/repositories/user-admin';
import { createScreenRegistry } from '../server/screens/registry';
import { parseListQuery } from '../server/screens/list-query';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('The floor needs DATABASE_URL (the database the measured server uses).');
const { db, close } = await openDatabase({ url });
const [admin] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.username, 'admin'));
if (!admin) throw new Error('No admin user: start the floor on a seeded database.');
const screen = (await (await createScreenRegistry('schemas', console)).get('system/user'))!.screen;
// The query the route parses from the same query string, so the SQL is the same statement.
const query = parseListQuery(screen, { page: '0', size: '20' });
const list = userAdminRepository(db);

const app = Fastify({ logger: false });
app.get('/floor', () => list.list(admin.tenantId, query));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`${address}/floor`);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
