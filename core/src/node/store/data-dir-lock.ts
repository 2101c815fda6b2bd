import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './cluster-support.ts';

/**
 * An exclusive lock on a data folder: one server owns the embedded cluster in it. A second server would
 * otherwise take the first one's PostgreSQL for an orphan and stop it, so it must stop with a clear message.
 * The lock file holds the owner's pid; a lock left by a process that died is taken over.
 */
export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'ontobench.lock';
const heldInThisProcess = new Set<string>();

export function lockDataDir(dir: string): DataDirLock {
  const lockPath = path.join(path.resolve(dir), LOCK_FILE);
  if (heldInThisProcess.has(lockPath)) throw inUse(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldInThisProcess.add(lockPath);
      return { release: () => releaseLock(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw inUse(dir, owner);
      // The owner is gone (or it was this very process before a crash-restart with the same pid).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}

function releaseLock(lockPath: string): void {
  if (!heldInThisProcess.delete(lockPath)) return;
  fs.rmSync(lockPath, { force: true });
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A situation for the operator, not a bug: the CLI prints its message without a stack. */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data folder ${dir} is in use by another Ontobench server (pid ${pid}). ` +
        'Stop it, or give this one another ONTOBENCH_DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function inUse(dir: string, pid: number): Error {
  return new DataDirInUseError(dir, pid);
}
