// One server process per data folder: PGlite is single-process, and two servers writing one
// folder would corrupt it. The lock is a file holding the owner's pid; a lock whose process is
// gone (crash, kill -9) is stale and taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Another server is already using the data folder ${dataDir} (pid ${pid}). Stop it first or set DATA_DIR.`);
    this.name = 'DataFolderLockedError';
  }
}

export interface DataLock {
  file: string;
  /** Removes the lock if it is still ours; safe to call more than once. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export async function acquireDataLock(dataDir: string): Promise<DataLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  const mine = String(process.pid);
  const lock: DataLock = {
    file,
    release: () => {
      if (readPid(file) === process.pid) unlinkSync(file);
    },
  };
  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round++) {
    try {
      // 'wx' creates the file only if it does not exist: atomic against a concurrent start.
      writeFileSync(file, mine, { flag: 'wx' });
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataFolderLockedError(dataDir, holder);
    unlinkSync(file);
  }
  throw new Error(`Could not take the lock ${file}: another process keeps recreating it.`);
}
