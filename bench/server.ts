// Server figures (issue 9): autocannon on loopback against the real server (server/main.ts in its
// own process, captcha off), on PGlite and on PostgreSQL (DATABASE_URL, or a throwaway cluster),
// beside a bare Fastify route measured in the same run.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { startThrowawayPostgres } from '../scripts/lib/throwaway-postgres.mjs';
import { apiLogin, encryptForServer, expectStatus } from '../tests/e2e/support/admin-api';
import { ADMIN_PASSWORD, startServer } from '../tests/e2e/support/server';
import { load, type LoadFigures, type LoadOptions } from './lib/http-load';

export interface ServerFigures {
  bare: LoadFigures;
  databases: { database: string; routes: Record<string, LoadFigures & { vsBare: number }> }[];
  skipped: string[];
}

const durationSeconds = Number(process.env.BENCH_SECONDS) || 5;
/** Logins hash a password each (slow by design): a fixed count rather than a duration. */
const LOGINS = Number(process.env.BENCH_LOGINS) || 200;

/** The bare route in a process of its own, like the real server. */
async function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-fastify.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
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
    'GET api/sysUser (20 rows)': { url: `${api}/api/sysUser?page=0&size=20`, headers: auth },
    'POST api/sysDict (create)': {
      url: `${api}/api/sysDict`,
      method: 'POST',
      headers: auth,
      bodyFor: (sequence) => JSON.stringify({ name: `bench_${process.pid}_${sequence}`, description: 'bench' }),
    },
  };
}

let stopServer: (() => Promise<void>) | undefined;

async function measureDatabase(database: string, databaseUrl: string | undefined, bare: LoadFigures) {
  const scenarios = await routeScenarios(databaseUrl);
  const routes: ServerFigures['databases'][number]['routes'] = {};
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
  } finally {
    await stopServer?.();
  }
  return { database, routes };
}

export async function measureServer(): Promise<ServerFigures> {
  const bareServer = await startBare();
  const bare = await load({ url: bareServer.url, durationSeconds }).finally(bareServer.stop);
  const figures: ServerFigures = { bare, databases: [], skipped: [] };
  figures.databases.push(await measureDatabase('PGlite', undefined, bare));
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
