import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded documents live in UPLOAD_DIR (default DATA_DIR/uploads; a folder every instance shares
 * when several run on one PostgreSQL, decision 038) under random names without an extension
 * (nothing there can be mistaken for a page or a script), outside the built client, and are
 * served only through signed links. Files are first written to UPLOAD_DIR/.tmp and renamed into
 * place (same file system, so the rename is atomic) once the whole request is valid.
 */
export interface UploadDirs {
  root: string;
  tmp: string;
}

/** 128 random bits as 32 hex digits: the only shape a stored name has, checked before any disk access. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}$/;

/** A temp file older than this cannot belong to a request still running. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export function uploadDirsOf(uploadDir: string): UploadDirs {
  return { root: uploadDir, tmp: join(uploadDir, '.tmp') };
}

export function newStoredName(): string {
  return randomBytes(16).toString('hex');
}

export interface SweepOptions {
  /**
   * True when this process alone uses the folder (PGlite holds the DATA_DIR lock and the folder is
   * inside DATA_DIR): then every temp file is left by a process that died (a crash, a SIGKILL) and
   * goes at once. Otherwise (PostgreSQL, where several servers share the folder, or an UPLOAD_DIR
   * outside the locked DATA_DIR) only those too old to belong to a live request.
   */
  exclusive: boolean;
  now?: number;
}

/** Creates the folders (private to the server's user) and removes temp files left by a crash. */
export async function prepareUploadDirs(dirs: UploadDirs, options: SweepOptions): Promise<number> {
  const now = options.now ?? Date.now();
  await mkdir(dirs.tmp, { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of await readdir(dirs.tmp)) {
    const path = join(dirs.tmp, name);
    const info = await stat(path).catch(() => null);
    if (info && (options.exclusive || now - info.mtimeMs > STALE_TEMP_MS)) {
      await rm(path, { force: true, recursive: true });
      removed += 1;
    }
  }
  return removed;
}

export function tempPathFor(dirs: UploadDirs): string {
  return join(dirs.tmp, `${newStoredName()}.part`);
}

export function storedPathFor(dirs: UploadDirs, storedName: string): string {
  if (!STORED_NAME_PATTERN.test(storedName)) throw new Error('Invalid stored name');
  return join(dirs.root, storedName);
}

export async function moveIntoPlace(tempPath: string, dirs: UploadDirs, storedName: string): Promise<string> {
  const target = storedPathFor(dirs, storedName);
  await rename(tempPath, target);
  return target;
}

/** Best effort: a file that is already gone is fine, and cleanup must never hide the real error. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true }).catch(() => undefined)));
}
