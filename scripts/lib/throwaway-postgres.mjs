// Starts a private PostgreSQL cluster in a temporary folder, for test and benchmark runs that were
// not given a DATABASE_URL. Uses Debian's postgresql package; PostgreSQL refuses to run as root, so
// as root the cluster runs as the `postgres` system user the package creates.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{ url: string, stop: () => void } | null>} null when PostgreSQL is not installed. */
export async function startThrowawayPostgres() {
  const bin = findPgBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'], cwd: dir });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // fsync stays on: the reliability tests rely on PostgreSQL's real durability.
  run('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        /* already gone */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
