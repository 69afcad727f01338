// Indexes come from the screens: a collection screen's sortable columns and search fields get
// their indexes when the screens load, a column that stops being sortable loses its index, and
// the list SQL of a lookup and a sort is answered from them (EXPLAIN, a few thousand rows).
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRows } from '../../server/db/schema';
import { collectionField } from '../../server/repositories/collections';
import { listClauses, type ColumnSql, type ListQuery } from '../../server/repositories/list-sql';
import { client, type Call } from './helpers/api';
import { ADMIN_PASSWORD, createTestApp, SCHEMAS_DIR, type TestApp } from './helpers/app';
import { loginToken } from './helpers/auth';

const ORDERS = 20_000;
/** The number of order 1234 (numbers are hashes, as real ones share few trigrams). */
const ORDER_NO = `NO${createHash('md5').update('1234').digest('hex').slice(0, 12).toUpperCase()}`;
const ORDER_SCREEN = 'shop/order';

let t: TestApp;
let admin: Call;
let schemasDir: string;
let tenantId: number;

const indexNames = async () =>
  (
    (await t.db.execute(
      sql`SELECT indexname FROM pg_indexes WHERE tablename = 'collection_rows' AND indexname LIKE 'cx\\_%'`,
    )) as unknown as { rows: { indexname: string }[] }
  ).rows.map((row) => row.indexname);

const indexOf = async (field: string) =>
  (await indexNames()).filter((name) => name.startsWith(`cx_shop_order_${field.toLowerCase()}_`));

/**
 * The plan of the list SQL of shop/order for `query`, with sequential scans priced out (and, with
 * `bitmapOnly`, plain index scans: at a few thousand rows, reading the whole primary key in id order costs
 * less than a trigram lookup, which only wins on a large table).
 */
async function plan(
  query: ListQuery,
  bitmapOnly = false,
  fields: Record<string, ColumnSql> = {
    orderNo: collectionField('orderNo', 'like'),
    payAmount: collectionField('payAmount', 'eq', 'number'),
  },
): Promise<string> {
  const { where, orderBy } = listClauses(query, fields, collectionRows.id);
  const select = t.db
    .select()
    .from(collectionRows)
    .where(and(eq(collectionRows.tenantId, tenantId), eq(collectionRows.screenId, ORDER_SCREEN), where))
    .orderBy(...orderBy)
    .limit(10);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (bitmapOnly) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${select.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

beforeAll(async () => {
  schemasDir = await mkdtemp(path.join(tmpdir(), 'bo-schemas-'));
  await cp(SCHEMAS_DIR, schemasDir, { recursive: true });
  t = await createTestApp({ schemasDir, collectionIndexes: true });
  admin = client(t, await loginToken(t.app, t.db, 'admin', ADMIN_PASSWORD));
  const owner = (await t.db.execute(sql`SELECT tenant_id FROM users WHERE username = 'admin'`)) as unknown as {
    rows: { tenant_id: number }[];
  };
  tenantId = owner.rows[0]!.tenant_id;
  // The indexes first, so ANALYZE gathers the statistics of their expressions too.
  await t.app.collectionIndexes.settled();
  await t.db.execute(sql`
    INSERT INTO collection_rows (tenant_id, screen_id, data)
    SELECT ${tenantId}, ${ORDER_SCREEN}, jsonb_build_object('orderNo', 'NO' || upper(substr(md5(g::text), 1, 12)),
      'userName', 'user' || (g % 97), 'payAmount', (g * 37 % 1000) + 0.5, 'status', 'toShip')
    FROM generate_series(1, ${ORDERS}) g`);
  await t.db.execute(sql`ANALYZE collection_rows`);
  // Building a few hundred indexes and inserting 20,000 rows on a loaded machine: a generous wait.
}, 240_000);
afterAll(async () => {
  await t.close();
  await rm(schemasDir, { recursive: true, force: true });
});

describe('indexes from the screens', () => {
  it('creates an index for each sortable column and search field of a collection screen at start', async () => {
    expect(await indexOf('payAmount')).toHaveLength(1);
    expect(await indexOf('orderNo')).toHaveLength(2); // sorted (JSON btree) and searched by substring (trigram)
    expect(await indexOf('status')).toHaveLength(1);
  });

  it('finds one order by its number through the trigram index', async () => {
    const query: ListQuery = {
      page: { index: 0, size: 10 },
      sort: [],
      filters: [{ field: 'orderNo', values: [ORDER_NO] }],
    };
    expect(await plan(query, true)).toMatch(/Bitmap Index Scan on cx_shop_order_orderno_/);
    const page = (await admin('GET', `api/shopOrder?page=0&size=10&orderNo=${ORDER_NO}`)).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0].orderNo).toBe(ORDER_NO);
  });

  it('sorts by payAmount both ways along its index, as numbers', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const query: ListQuery = { page: { index: 0, size: 10 }, sort: [{ field: 'payAmount', order }], filters: [] };
      expect(await plan(query)).toMatch(/Index Scan.*cx_shop_order_payamount_/);
    }
    const page = (await admin('GET', 'api/shopOrder?page=0&size=3&sort=payAmount,desc')).json();
    expect(page.content.map((row: { payAmount: number }) => row.payAmount)).toEqual([999.5, 999.5, 999.5]);
    const exact = (await admin('GET', 'api/shopOrder?page=0&size=1&payAmount=999.50')).json();
    expect(exact.content[0].payAmount).toBe(999.5);
    expect((await admin('GET', 'api/shopOrder?page=0&size=1&payAmount=lots')).statusCode).toBe(400);
  });

  it('drops the index of a column that is no longer sortable once the screen is reloaded', async () => {
    const file = path.join(schemasDir, `${ORDER_SCREEN}.json`);
    const screen = JSON.parse(await readFile(file, 'utf8'));
    for (const column of screen.columns) if (column.key === 'payAmount') delete column.sortable;
    await writeFile(file, JSON.stringify(screen, null, 1));
    await t.app.screens.get(ORDER_SCREEN);
    await t.app.collectionIndexes.settled();
    expect(await indexOf('payAmount')).toEqual([]);
    expect(await indexOf('orderNo')).toHaveLength(2);
  });

  it("creates the indexes a tenant's published version asks for, and drops them when it no longer does", async () => {
    const served = (await admin('GET', `api/screens/${ORDER_SCREEN}`)).json();
    for (const column of served.columns) if (column.key === 'userName') column.sortable = true;
    const publish = (baseVersion: number, message: string) =>
      admin('POST', `api/studio/publish/${ORDER_SCREEN}`, { text: JSON.stringify(served), baseVersion, message });
    const searched = await indexOf('userName'); // the search field's
    expect((await publish(0, 'sort by buyer')).statusCode).toBe(200);
    await t.app.collectionIndexes.settled();
    expect(await indexOf('userName')).toHaveLength(searched.length + 1);
    const query: ListQuery = { page: { index: 0, size: 10 }, sort: [{ field: 'userName', order: 'asc' }], filters: [] };
    const fields = { userName: collectionField('userName', 'eq') };
    expect(await plan(query, false, fields)).toMatch(/Index Scan.*cx_shop_order_username_/);

    for (const column of served.columns) if (column.key === 'userName') delete column.sortable;
    expect((await publish(1, 'no sort by buyer')).statusCode).toBe(200);
    await t.app.collectionIndexes.settled();
    expect(await indexOf('userName')).toEqual(searched);
  });
});
