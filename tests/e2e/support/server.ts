// Runs the real server (server/main.ts, serving the built dist/) as a child process on a free
// port with its own temporary data folder, exactly as `npm start` would, for e2e tests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_PASSWORD = 'E2e-admin-Passw0rd';

export interface RunningServer {
  baseURL: string;
  /** The server process, for benches that read its memory (/proc/<pid>/status). */
  pid: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/prod-api/auth/publicKey`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready within ${withinMs / 1000} s:\n${output()}`);
}

/**
 * Starts a server; `captcha: false` sets BACKOFFICE_CAPTCHA=off as automated tests may. On PGlite
 * unless `databaseUrl` is given (bench/ runs it on PostgreSQL too); `env` adds variables;
 * `readyWithinMs` (default 180 s: on a 2-core machine under full load a start took 75 s) is how
 * long it may take to start. A server that does not get ready is stopped, not left running.
 */
export async function startServer(options: {
  captcha: boolean;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  readyWithinMs?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
  };
  Object.assign(env, options.env);
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  if (options.captcha) delete env.BACKOFFICE_CAPTCHA;
  else env.BACKOFFICE_CAPTCHA = 'off';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const output = () => log;
  try {
    await waitUntilReady(baseURL, child, output, options.readyWithinMs ?? 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    pid: child.pid!,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
