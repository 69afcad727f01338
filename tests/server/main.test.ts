// The real entry point as a process: start-up output, the data-folder lock between two
// processes, graceful shutdown, and a restart that seeds nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers/database';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Server {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Server {
  // Without DATABASE_URL the server uses PGlite in DATA_DIR; with it, the per-test database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function listening(server: Server): Promise<number> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
    if (port) return Number(port);
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

let dataDir: string;
let env: Record<string, string>;
let dropDatabase: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'main-')), 'nested', 'data');
  env = { DATA_DIR: dataDir };
  if (process.env.DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }
});
afterAll(async () => {
  await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  await dropDatabase();
});

describe('server/main.ts', () => {
  it('starts, refuses a second process on the same data folder, and stops cleanly', { timeout: 120_000 }, async () => {
    const first = start({ ...env, BACKOFFICE_CAPTCHA: 'off' });
    try {
      const port = await listening(first);
      expect(first.output()).toContain('BACKOFFICE_CAPTCHA=off');
      expect(first.output()).toMatch(/Admin: +admin/);
      expect(first.output()).toMatch(/Password: [\w-]{20} +\(generated now/);
      expect(statSync(path.join(dataDir, 'keys', 'private.pem')).mode & 0o777).toBe(0o600);

      const response = await fetch(`http://127.0.0.1:${port}/prod-api/auth/publicKey`);
      expect(response.status).toBe(200);

      const second = start(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `Another server is already using the data folder ${dataDir} (pid ${first.child.pid}). Stop it first or set DATA_DIR.`,
      );
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('restarts on the same data without seeding or printing a password again', { timeout: 120_000 }, async () => {
    const again = start(env);
    try {
      await listening(again);
      expect(again.output()).toContain('Password: as set on the first start');
      expect(again.output()).not.toContain('BACKOFFICE_CAPTCHA=off');
    } finally {
      again.child.kill('SIGINT');
    }
    expect(await again.exited).toBe(0);
  });
});
