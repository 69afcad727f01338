// The real entry point (server/main.ts) as a child process on a given database and data folder,
// as `npm start` runs it: for kill -9, SIGTERM and restarts.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the server and resolves once it listens. `env` adds DATA_DIR, DATABASE_URL, PORT… */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', BACKOFFICE_CAPTCHA: 'off', ...env },
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let waited = 0; waited < 90_000; waited += 50) {
    const port = /running at http:\/\/localhost:(\d+)/.exec(text)?.[1];
    if (port) return { child, port: Number(port), base: `http://127.0.0.1:${port}`, output: () => text, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${text}`);
}

/** DATABASE_URL is required: these cases are about PostgreSQL (test-all.mjs starts a throwaway cluster). */
export function requirePostgres(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('The reliability suite needs DATABASE_URL (npm test starts a throwaway PostgreSQL cluster).');
  return url;
}

/** Trials of the repeated cases: the full count in CI; RELIABILITY_TRIALS lowers it locally. */
export const trials = (full: number) => Math.max(1, Math.min(full, Number(process.env.RELIABILITY_TRIALS ?? full)));
