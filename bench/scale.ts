// Scale figures (issue 25): the real server (its own process) on a throwaway PostgreSQL (or
// DATABASE_URL) grown to BENCH_SCALE_ROWS orders (1,000,000 unless said) in steps of ×10 from
// 10,000, with a tenth as many goods and users and as many login records, plus a second tenant's
// tenth; seeded with generate_series. At each size every list query of the four screens
// (bench/lib/scale-queries.ts) runs BENCH_SCALE_RUNS times (20) over HTTP with a session, beside its
// floor: the same query, sent by this process straight to a plain table with the right indexes.
import pg from 'pg';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { apiLogin } from '../tests/e2e/support/admin-api';
import { startServer } from '../tests/e2e/support/server';
import { collectionIndexes } from '../server/screens/collection-indexes';
import { createScreenRegistry } from '../server/screens/registry';
import { isDocument } from '../server/screens/types';
import { meetsTargets, percentile, screenQueries, type BenchScreen } from './lib/scale-queries';

export const TARGET_P95_MS = 50;
export const TARGET_VS_FLOOR = 2;
const MAX_ROWS = Number(process.env.BENCH_SCALE_ROWS) || 1_000_000;
const RUNS = Number(process.env.BENCH_SCALE_RUNS) || 20;
const SIZES = [10_000, 100_000, 1_000_000].filter((size) => size <= MAX_ROWS);

export interface QueryFigures {
  screen: string;
  query: string;
  p50Ms: number;
  p95Ms: number;
  floorP50Ms: number;
  floorP95Ms: number;
  /** p95 ÷ the floor's p95. */
  vsFloor: number;
  totalElements: number;
  meetsTargets: boolean;
}

export interface ScaleFigures {
  runs: number;
  targets: { p95Ms: number; vsFloor: number };
  sizes: { orders: number; queries: QueryFigures[] }[];
}

// Rows g of each kind, for a tenant; `$1` tenant, `$2`..`$3` the range of g, `$4` a name prefix.
const SEED = {
  orders: `INSERT INTO collection_rows (tenant_id, screen_id, data, created_at, updated_at)
    SELECT $1, 'shop/order', jsonb_build_object(
      'orderNo', $4 || 'SO' || lpad(g::text, 9, '0'), 'userName', $4 || 'user' || (g % 100000),
      'totalAmount', (g::bigint * 7919 % 100000) / 100.0 + 10, 'freight', g % 20, 'couponAmount', g % 5,
      'payAmount', (g::bigint * 7919 % 100000) / 100.0, 'payType', (ARRAY['wechat','alipay','balance'])[g % 3 + 1],
      'payStatus', (ARRAY['unpaid','paid','refunded'])[g % 3 + 1],
      'payTime', to_char(timestamp '2025-01-01' + g * interval '30 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
      'status', (ARRAY['unpaid','toShip','shipped','done','closed'])[g % 5 + 1],
      'receiverPhone', '138' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'), 'expressNo', 'SF' || lpad(g::text, 10, '0'),
      'deliveryTime', to_char(timestamp '2025-01-02' + g * interval '30 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'),
      'refundStatus', (ARRAY['none','applying','refunded'])[g % 3 + 1], 'refundAmount', (g % 3 / 2) * (g % 100)),
      timestamptz '2025-01-01' + g * interval '30 second', timestamptz '2025-01-01' + g * interval '30 second'
    FROM generate_series($2::int, $3::int) g`,
  goods: `INSERT INTO collection_rows (tenant_id, screen_id, data, created_at, updated_at)
    SELECT $1, 'shop/goods', jsonb_build_object(
      'name', $4 || 'Goods ' || g, 'goodsNo', $4 || 'G' || lpad(g::text, 8, '0'),
      'categoryName', (ARRAY['Tea','Fruit','Toys','Books','Shoes','Bags','Phones','Coffee','Wine','Rice'])[g % 10 + 1],
      'onShelf', g % 2 = 0, 'price', (g * 131 % 100000) / 100.0, 'marketPrice', (g * 137 % 100000) / 100.0,
      'costPrice', (g * 139 % 100000) / 100.0, 'stock', g * 17 % 1000, 'sales', g * 19 % 5000,
      'weight', (g % 100) / 10.0, 'sort', g % 100),
      timestamptz '2025-01-01' + g * interval '1 minute', timestamptz '2025-01-01' + g * interval '1 minute'
    FROM generate_series($2::int, $3::int) g`,
  users: `INSERT INTO users (tenant_id, username, nick_name, email, phone, password_hash, enabled, created_at)
    SELECT $1, $4 || 'member' || g, 'Member ' || g, $4 || 'member' || g || '@example.com',
      '139' || lpad(g::text, 8, '0'), 'x', g % 10 <> 0, timestamptz '2025-01-01' + g * interval '1 minute'
    FROM generate_series($2::int, $3::int) g`,
  logins: `INSERT INTO login_logs (tenant_id, username, ip, user_agent, success, message, created_at)
    SELECT $1, $4 || 'member' || (g % 100000), '10.0.' || (g % 256) || '.' || (g % 250), 'Mozilla/5.0', g % 7 <> 0,
      '', timestamptz '2025-01-01' + g * interval '30 second'
    FROM generate_series($2::int, $3::int) g`,
};

/** The plain tables of the floors: the collection screens' fields as typed columns, with their indexes. */
const FLOOR_TABLES = `
  DROP TABLE IF EXISTS floor_orders, floor_goods;
  CREATE TABLE floor_orders AS SELECT id, tenant_id, created_at, data->>'orderNo' AS order_no,
    data->>'userName' AS user_name, (data->>'totalAmount')::numeric AS total_amount, (data->>'freight')::numeric AS freight,
    (data->>'couponAmount')::numeric AS coupon_amount, (data->>'payAmount')::numeric AS pay_amount,
    data->>'payType' AS pay_type, data->>'payStatus' AS pay_status, data->>'payTime' AS pay_time, data->>'deliveryTime' AS delivery_time,
    (data->>'refundAmount')::numeric AS refund_amount, data->>'status' AS status,
    data->>'receiverPhone' AS receiver_phone, data->>'expressNo' AS express_no, data->>'refundStatus' AS refund_status
    FROM collection_rows WHERE screen_id = 'shop/order';
  CREATE TABLE floor_goods AS SELECT id, tenant_id, created_at, data->>'name' AS name, data->>'goodsNo' AS goods_no,
    data->>'categoryName' AS category_name, (data->>'onShelf')::boolean AS on_shelf, (data->>'price')::numeric AS price,
    (data->>'marketPrice')::numeric AS market_price, (data->>'costPrice')::numeric AS cost_price,
    (data->>'stock')::int AS stock, (data->>'sales')::int AS sales, (data->>'weight')::numeric AS weight,
    (data->>'sort')::int AS sort
    FROM collection_rows WHERE screen_id = 'shop/goods';
  ${[
    'total_amount',
    'freight',
    'coupon_amount',
    'pay_amount',
    'pay_time',
    'created_at',
    'pay_type',
    'pay_status',
    'status',
    'refund_status',
  ]
    .map((column) => `CREATE INDEX ON floor_orders (tenant_id, ${column}, id);`)
    .join('\n')}
  ${['order_no', 'user_name', 'receiver_phone', 'express_no']
    .map(
      (column) =>
        `CREATE INDEX ON floor_orders (tenant_id, ${column}, id); CREATE INDEX ON floor_orders USING gin (${column} gin_trgm_ops);`,
    )
    .join('\n')}
  ${['price', 'market_price', 'cost_price', 'stock', 'sales', 'weight', 'sort', 'created_at', 'on_shelf']
    .map((column) => `CREATE INDEX ON floor_goods (tenant_id, ${column}, id);`)
    .join('\n')}
  ${['name', 'goods_no', 'category_name']
    .map((column) => `CREATE INDEX ON floor_goods USING gin (${column} gin_trgm_ops);`)
    .join('\n')}
  CREATE INDEX ON floor_orders (tenant_id, id); CREATE INDEX ON floor_goods (tenant_id, id);
`;

async function benchScreens(): Promise<BenchScreen[]> {
  const registry = await createScreenRegistry('schemas', console);
  const screen = async (id: string) => (await registry.get(id))!.screen;
  const iso = (day: string) => `${day}T00:00:00.000Z`;
  return [
    {
      screen: await screen('shop/order'),
      floor: {
        table: 'floor_orders',
        columns: {
          orderNo: 'order_no',
          userName: 'user_name',
          totalAmount: 'total_amount',
          freight: 'freight',
          couponAmount: 'coupon_amount',
          payAmount: 'pay_amount',
          payType: 'pay_type',
          payStatus: 'pay_status',
          payTime: 'pay_time',
          deliveryTime: 'delivery_time',
          refundAmount: 'refund_amount',
          status: 'status',
          receiverPhone: 'receiver_phone',
          expressNo: 'express_no',
          refundStatus: 'refund_status',
          createTime: 'created_at',
        },
      },
      values: {
        orderNo: 'SO000000432',
        userName: 'user432',
        payType: 'alipay',
        payStatus: 'paid',
        status: 'toShip',
        receiverPhone: '1380003',
        expressNo: 'SF0000000432',
        refundStatus: 'refunded',
      },
      combined: ['payType', 'status'],
      deepPage: 5000,
    },
    {
      screen: await screen('shop/goods'),
      floor: {
        table: 'floor_goods',
        columns: {
          name: 'name',
          goodsNo: 'goods_no',
          categoryName: 'category_name',
          onShelf: 'on_shelf',
          price: 'price',
          marketPrice: 'market_price',
          costPrice: 'cost_price',
          stock: 'stock',
          sales: 'sales',
          weight: 'weight',
          sort: 'sort',
          createTime: 'created_at',
        },
        typed: { onShelf: 'boolean' },
      },
      values: { name: 'Goods 432', goodsNo: 'G00000432', categoryName: 'Coffee', onShelf: 'true' },
      combined: ['categoryName', 'onShelf'],
      deepPage: 500,
    },
    {
      screen: await screen('system/user'),
      floor: {
        table: 'users',
        columns: { username: 'username', createTime: 'created_at', status: 'enabled' },
        blurry: ['username', 'nick_name', 'email', 'phone'],
        typed: { status: 'boolean' },
      },
      values: { blurry: 'member432', status: 'true', createTime: [iso('2025-01-02'), iso('2025-01-03')] },
      combined: ['blurry', 'status'],
      deepPage: 500,
    },
    {
      screen: await screen('system/login-log'),
      floor: { table: 'login_logs', columns: { username: 'username', createTime: 'created_at' } },
      values: { username: 'member432', createTime: [iso('2025-01-02'), iso('2025-01-03')] },
      combined: ['username', 'createTime'],
      deepPage: 5000,
    },
  ];
}

/** Waits until the server has built every index the screens ask for (it builds them after its start). */
async function indexesBuilt(client: pg.Client): Promise<void> {
  const registry = await createScreenRegistry('schemas', console);
  const screens = [...(await registry.all()), ...(await registry.custom())];
  const wanted = screens.flatMap(({ screen }) => (isDocument(screen) ? [] : collectionIndexes(screen))).length;
  const built = async () =>
    Number(
      (
        await client.query(`SELECT count(*) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE i.indrelid = 'collection_rows'::regclass AND c.relname LIKE 'cx\\_%' AND i.indisvalid`)
      ).rows[0].count,
    );
  while ((await built()) < wanted) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Grows every kind from `from` to `to` rows of the bench tenant (and a tenth for the second tenant). */
async function grow(client: pg.Client, tenants: [number, number], from: number, to: number): Promise<void> {
  const steps: [keyof typeof SEED, number][] = [
    ['orders', 1],
    ['goods', 10],
    ['users', 10],
    ['logins', 1],
  ];
  for (const [kind, divisor] of steps) {
    const chunk = 100_000;
    for (let start = Math.floor(from / divisor) + 1; start <= to / divisor; start += chunk) {
      const end = Math.min(to / divisor, start + chunk - 1);
      await client.query(SEED[kind], [tenants[0], start, end, '']);
    }
    await client.query(SEED[kind], [tenants[1], Math.floor(from / divisor / 10) + 1, to / divisor / 10, 't2_']);
  }
  await client.query(FLOOR_TABLES);
  // As a table looks once autovacuum has been by: statistics, and a visibility map for index-only scans.
  for (const table of ['collection_rows', 'users', 'login_logs', 'floor_orders', 'floor_goods']) {
    await client.query(`VACUUM ANALYZE ${table}`);
  }
}

/** Milliseconds of `work`, run `RUNS` times after one warm-up. */
async function timed(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** `progress` receives the figures after each size, so a long run that stops early still leaves its figures. */
export async function measureScale(progress: (figures: ScaleFigures) => void = () => undefined): Promise<ScaleFigures> {
  const postgres = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const serverUrl = process.env.DATABASE_URL || postgres?.url;
  if (!serverUrl) throw new Error('scale needs PostgreSQL: DATABASE_URL or the postgresql package');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `bench_scale_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ captcha: false, databaseUrl: url.toString(), env: { LOG_LEVEL: 'warn' } });
  const client = new pg.Client({ connectionString: url.toString() });
  const floorPool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    await client.connect();
    const session = await apiLogin(server.baseURL);
    const tenant = (await client.query(`SELECT tenant_id FROM users WHERE username = 'admin'`)).rows[0].tenant_id;
    const other = (await client.query(`INSERT INTO tenants (code, name) VALUES ('bench2', 'Bench 2') RETURNING id`))
      .rows[0].id;
    await indexesBuilt(client);
    const screens = await benchScreens();
    const figures: ScaleFigures = {
      runs: RUNS,
      targets: { p95Ms: TARGET_P95_MS, vsFloor: TARGET_VS_FLOOR },
      sizes: [],
    };
    let rows = 0;
    for (const size of SIZES) {
      console.log(`  growing to ${size} orders`);
      await grow(client, [tenant, other], rows, size);
      rows = size;
      const queries: QueryFigures[] = [];
      for (const bench of screens) {
        for (const query of screenQueries(bench)) {
          let totalElements = 0;
          const list = await timed(async () => {
            const answer = await session.call<{ totalElements: number }>(
              'GET',
              `${bench.screen.api.list}?${query.search}`,
            );
            if (answer.status !== 200)
              throw new Error(`${query.search}: ${answer.status} ${JSON.stringify(answer.body)}`);
            totalElements = answer.body.totalElements;
          });
          const params = [tenant, ...query.floor.params];
          const floor = await timed(() =>
            Promise.all([floorPool.query(query.floor.rows, params), floorPool.query(query.floor.count, params)]),
          );
          const p95Ms = percentile(list, 0.95);
          const floorP95Ms = percentile(floor, 0.95);
          queries.push({
            screen: bench.screen.id,
            query: query.name,
            p50Ms: percentile(list, 0.5),
            p95Ms,
            floorP50Ms: percentile(floor, 0.5),
            floorP95Ms,
            vsFloor: Math.round((p95Ms / floorP95Ms) * 10) / 10,
            totalElements,
            meetsTargets: meetsTargets(p95Ms, floorP95Ms, TARGET_P95_MS, TARGET_VS_FLOOR),
          });
        }
      }
      figures.sizes.push({ orders: size, queries });
      progress(figures);
    }
    return figures;
  } finally {
    await client.end().catch(() => undefined);
    await floorPool.end().catch(() => undefined);
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    postgres?.stop();
  }
}
