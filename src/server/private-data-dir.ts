import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { join } from 'node:path';
import { isErrno } from './lib/is-errno';

/**
 * DATA_DIR holds the embedded database (password hashes, personal data), the uploaded documents
 * and the development keys: its owner's alone (decision 039). The server's process creates
 * everything with this umask: folders 0700, files 0600.
 */
export const PRIVATE_UMASK = 0o077;
/** Any permission of the group or of others. */
const OTHERS = 0o077;

/**
 * Creates the folder (0700) when it does not exist; throws, saying how to fix it, when it exists
 * and another account of the machine could open it. Checked with the configuration, before
 * anything is written into it: DATA_DIR, and UPLOAD_DIR when it is elsewhere. `holds` says what
 * is at stake. Windows has no such modes: nothing to check there.
 */
export function checkFolderPrivate(variable: 'DATA_DIR' | 'UPLOAD_DIR', folder: string, holds: string): void {
  let stat: Stats;
  try {
    stat = statSync(folder);
  } catch (err) {
    if (!isErrno(err, 'ENOENT')) throw err;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return;
  }
  if (!stat.isDirectory()) throw new Error(`${variable} ${folder} is not a folder`);
  if (process.platform === 'win32' || (stat.mode & OTHERS) === 0) return;
  const mode = (stat.mode & 0o777).toString(8);
  throw new Error(
    `${variable} ${folder} can be opened by other accounts of this machine (mode ${mode}), and it holds ${holds}. ` +
      `Make it and everything in it private, then start again: chmod -R go-rwx ${shellWord(folder)}`,
  );
}

/**
 * Takes the group's and others' permissions off every folder (0700) and file (0600) under `dir`,
 * `dir` included: what an older version left, a copied backup, and PGlite's files (it makes them
 * 0666 whatever the umask). Returns how many it changed. An entry removed meanwhile is skipped.
 */
export function makePrivate(dir: string): number {
  if (process.platform === 'win32') return 0;
  let changed = 0;
  const visit = (path: string) => {
    let stat: Stats;
    try {
      stat = lstatSync(path);
      // A symbolic link's own mode means nothing, and what it points to is not ours to change.
      if (stat.isSymbolicLink()) return;
      if ((stat.mode & OTHERS) !== 0) {
        chmodSync(path, stat.mode & 0o700);
        changed += 1;
      }
      if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    } catch (err) {
      if (!isErrno(err, 'ENOENT')) throw err;
    }
  };
  visit(dir);
  return changed;
}

/** The path as one word of a shell command, quoted only when it needs to be. */
function shellWord(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}
