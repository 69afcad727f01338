// Server figures (issue 9): autocannon on loopback against the real server (server/main.ts in its
// own process, captcha off), on PGlite and on PostgreSQL (DATABASE_URL, or a throwaway cluster),
// beside a bare Fastify route measured in the same run. On PostgreSQL the 20-row user list is also
// held against its floor (the same SQL in a bare Fastify route, no auth) at 50 connections.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { apiLogin, encryptForServer, expectStatus } from '../tests/e2e/support/admin-api';
import { ADMIN_PASSWORD, startServer } from '../tests/e2e/support/server';
import { load, type LoadFigures, type LoadOptions } from './lib/http-load';

/** The user list against its floor on the same database: pairs taken back to back. */
export interface FloorFigures {
  connections: number;
  /** The pair whose ratio is the median one. */
  floor: LoadFigures;
  list: LoadFigures;
  /** The median of the pairs' list req/s ÷ floor req/s; the target is at least 0.5. */
  vsFloor: number;
  /** Every pair's ratio, in the order taken. */
  pairRatios: number[];
}

export interface ServerFigures {
  bare: LoadFigures;
  databases: {
    database: string;
    routes: Record<string, LoadFigures & { vsBare: number }>;
    floor?: FloorFigures;
  }[];
  skipped: string[];
}

const durationSeconds = Number(process.env.BENCH_SECONDS) || 5;
/** Logins hash a password each (slow by design): a fixed count rather than a duration. */
const LOGINS = Number(process.env.BENCH_LOGINS) || 200;
/** `BENCH_DATABASES=PostgreSQL` (or PGlite) measures only that one; both by default. */
const onDatabase = (name: string) => (process.env.BENCH_DATABASES ?? name).split(',').includes(name);

/** Connections of the list-against-floor comparison (the target's p99 ≤ 50 ms is at 50). */
const FLOOR_CONNECTIONS = 50;
const LIST_PATH = 'api/sysUser?page=0&size=20';

/** A bench route (bare or floor) in a process of its own, like the real server. */
async function startPeer(script: string, env: NodeJS.ProcessEnv = {}): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.close();
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The four routes of the issue, against a fresh server on the given database. */
async function routeScenarios(databaseUrl: string | undefined): Promise<Record<string, LoadOptions>> {
  // Request logging off, as on the bare route: the figures are the API's, not the logger's.
  const server = await startServer({ captcha: false, databaseUrl, env: { LOG_LEVEL: 'warn' }, readyWithinMs: 300_000 });
  stopServer = server.stop;
  const api = `${server.baseURL}/prod-api`;
  const session = await apiLogin(server.baseURL);
  const userPassword = await encryptForServer(server.baseURL, 'Bench-pass-1');
  for (let index = 0; index < 25; index++) {
    const user = { username: `bench_${index}`, nickname: `Bench ${index}`, password: userPassword };
    await expectStatus(session.call('POST', 'api/sysUser', user), 201);
  }
  // A captcha id is single use even with the captcha off: one per login, fetched beforehand.
  const captchaIds: string[] = [];
  for (let index = 0; index < LOGINS; index++) {
    captchaIds.push(((await (await fetch(`${api}/auth/code`)).json()) as { uuid: string }).uuid);
  }
  const password = await encryptForServer(server.baseURL, ADMIN_PASSWORD);
  const auth = { Authorization: session.token };
  return {
    'POST auth/login': {
      url: `${api}/auth/login`,
      method: 'POST',
      amount: LOGINS,
      // scrypt runs on libuv's 4 threads: more connections only queue.
      connections: 4,
      bodyFor: (sequence) => JSON.stringify({ username: 'admin', password, code: 'abcd', uuid: captchaIds[sequence] }),
    },
    'GET auth/info': { url: `${api}/auth/info`, headers: auth },
    'GET api/sysUser (20 rows)': { url: `${api}/${LIST_PATH}`, headers: auth },
    'POST api/sysDict (create)': {
      url: `${api}/api/sysDict`,
      method: 'POST',
      headers: auth,
      bodyFor: (sequence) => JSON.stringify({ name: `bench_${process.pid}_${sequence}`, description: 'bench' }),
    },
  };
}

let stopServer: (() => Promise<void>) | undefined;

/** Pairs of the comparison; their median ratio is the figure. */
const FLOOR_PAIRS = 3;

/**
 * The floor, then the list, each at 50 connections, three times: a pair's two halves see the same
 * machine, whose speed moves by 2–3x within a minute here. One second of each first warms the
 * floor's fresh process (JIT, connections) as the other routes' runs have warmed the server.
 */
async function measureFloor(databaseUrl: string, list: LoadOptions): Promise<FloorFigures> {
  const floorServer = await startPeer('bench/floor-fastify.ts', { DATABASE_URL: databaseUrl });
  const floorOptions = { url: floorServer.url, connections: FLOOR_CONNECTIONS };
  const listOptions = { ...list, connections: FLOOR_CONNECTIONS };
  try {
    await load({ ...floorOptions, durationSeconds: 1 });
    await load({ ...listOptions, durationSeconds: 1 });
    const pairs: { floor: LoadFigures; list: LoadFigures; ratio: number }[] = [];
    for (let pair = 0; pair < FLOOR_PAIRS; pair++) {
      const floor = await load({ ...floorOptions, durationSeconds });
      const listFigures = await load({ ...listOptions, durationSeconds });
      const ratio = Math.round((listFigures.requestsPerSecond / floor.requestsPerSecond) * 100) / 100;
      pairs.push({ floor, list: listFigures, ratio });
    }
    const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(FLOOR_PAIRS / 2)]!;
    return {
      connections: FLOOR_CONNECTIONS,
      floor: median.floor,
      list: median.list,
      vsFloor: median.ratio,
      pairRatios: pairs.map((pair) => pair.ratio),
    };
  } finally {
    floorServer.stop();
  }
}

async function measureDatabase(database: string, databaseUrl: string | undefined, bare: LoadFigures) {
  const scenarios = await routeScenarios(databaseUrl);
  const routes: ServerFigures['databases'][number]['routes'] = {};
  let floor: FloorFigures | undefined;
  try {
    for (const [name, options] of Object.entries(scenarios)) {
      const figures = await load({ ...options, durationSeconds });
      if (figures.non2xx + figures.errors > 0) {
        throw new Error(
          `${name} on ${database}: ${figures.non2xx} answers outside 2xx and ${figures.errors} errors in ${figures.requests} requests`,
        );
      }
      routes[name] = {
        ...figures,
        vsBare: Math.round((figures.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000,
      };
    }
    // The floor reads the server's database: PostgreSQL only (a PGlite folder has one process).
    if (databaseUrl) floor = await measureFloor(databaseUrl, scenarios['GET api/sysUser (20 rows)']!);
  } finally {
    await stopServer?.();
  }
  return { database, routes, floor };
}

export async function measureServer(): Promise<ServerFigures> {
  const bareServer = await startPeer('bench/bare-fastify.ts');
  const bare = await load({ url: bareServer.url, durationSeconds }).finally(bareServer.stop);
  const figures: ServerFigures = { bare, databases: [], skipped: [] };
  if (onDatabase('PGlite')) figures.databases.push(await measureDatabase('PGlite', undefined, bare));
  if (!onDatabase('PostgreSQL')) return figures;
  const postgres = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const postgresUrl = process.env.DATABASE_URL || postgres?.url;
  if (postgresUrl) {
    try {
      figures.databases.push(await measureDatabase('PostgreSQL', postgresUrl, bare));
    } finally {
      postgres?.stop();
    }
  } else {
    figures.skipped.push('PostgreSQL: no DATABASE_URL and no postgresql package for a throwaway cluster');
  }
  return figures;
}
