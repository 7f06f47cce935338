import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isErrno } from '../lib/is-errno';
import { StartupError } from '../startup-error';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends StartupError {
  override name = 'DataDirLockedError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(`Another portal server (pid ${pid}) is already using DATA_DIR ${dataDir}. Stop it or set a different DATA_DIR.`);
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Synchronous so it can run in an 'exit' handler. */
  release(): void;
}

/** Locks held by this process: a lock file naming our own pid is only ours if it is in here. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite opens its folder without any lock, and two processes writing one PGlite folder corrupt
 * it. So the server takes its own: DATA_DIR/server.lock, created exclusively ('wx') and holding
 * the pid. A lock whose process has died is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(path)) throw new DataDirLockedError(process.pid, dataDir);

  // Two attempts: the second follows the removal of a stale lock. If another process takes the
  // lock between our removal and our retry, the retry sees its live pid and refuses.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return holdLock(path);
    } catch (err) {
      if (!isErrno(err, 'EEXIST')) throw err;
    }
    const owner = readOwner(path);
    if (owner !== null && isAlive(owner)) throw new DataDirLockedError(owner, dataDir);
    removeIfPresent(path);
  }
  throw new DataDirLockedError(readOwner(path) ?? 0, dataDir);
}

function holdLock(path: string): DataDirLock {
  heldByThisProcess.add(path);
  // Last line of defence for exit paths nobody planned for (uncaught exception, process.exit()).
  const onExit = () => release();
  process.once('exit', onExit);
  function release() {
    if (!heldByThisProcess.delete(path)) return;
    process.removeListener('exit', onExit);
    if (readOwner(path) === process.pid) removeIfPresent(path);
  }
  return { path, release };
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null;
    throw err;
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in a lock we do not hold is a previous run of this process id (common for pid 1
  // in containers): the lock is stale.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user; it is alive all the same.
    return isErrno(err, 'EPERM');
  }
}

function removeIfPresent(path: string) {
  try {
    unlinkSync(path);
  } catch (err) {
    if (!isErrno(err, 'ENOENT')) throw err;
  }
}
