// One server per data folder: the lock file, its stale takeover and its release.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderLockedError } from '../../server/lib/data-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
});
afterEach(() => rm(dir, { recursive: true }));

const lockFile = () => path.join(dir, 'server.lock');

describe('data-folder lock', () => {
  it('holds the owner pid and is removed on release', async () => {
    const lock = await acquireDataLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('creates missing parent folders', async () => {
    const nested = path.join(dir, 'a', 'b');
    const lock = await acquireDataLock(nested);
    expect(existsSync(path.join(nested, 'server.lock'))).toBe(true);
    lock.release();
  });

  it('refuses a folder held by a live process, naming the folder and the pid', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile(), String(holder.pid));
      const attempt = acquireDataLock(dir);
      await expect(attempt).rejects.toBeInstanceOf(DataFolderLockedError);
      await expect(attempt).rejects.toThrow(
        `Another server is already using the data folder ${dir} (pid ${holder.pid}). Stop it first or set DATA_DIR.`,
      );
      expect(readFileSync(lockFile(), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']);
    writeFileSync(lockFile(), String(gone.pid));
    const lock = await acquireDataLock(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('never removes a lock it does not own', async () => {
    const lock = await acquireDataLock(dir);
    writeFileSync(lockFile(), '999999');
    lock.release();
    expect(readFileSync(lockFile(), 'utf8')).toBe('999999');
  });
});
