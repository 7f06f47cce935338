import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { aRegistration } from '../api/helpers/accounts';
import { definitionOf, multipartBody, validFiles, validValues } from '../api/helpers/certificates';
import { copyMigratedPglite } from '../api/helpers/pglite-template';
import { READY_LINE, startServerProcess } from '../api/helpers/server-process';
import { reportFigure } from './support/figures';
import { serverEnv } from './support/write-load';

/** Any permission for the group or for others. */
const NOT_OWNER_ONLY = 0o077;

interface Walk {
  files: number;
  folders: number;
  /** Path (relative to DATA_DIR) and octal mode of every entry another account could use. */
  exposed: string[];
}

/**
 * DATA_DIR holds the embedded database (password hashes, personal data), the
 * uploaded documents and the development keys. Every folder in it must be 0700 and every file
 * 0600, whether the server created it, PGlite did (it made its files 0666), or it was there
 * before; and the server must refuse a DATA_DIR that other accounts can open, saying how to fix
 * it. The real server process on PGlite (the embedded database is what is at stake).
 */
describe('private data files', () => {
  let root: string;
  const figures = { files: 0, folders: 0, exposed: 0, refusal: 'not tried' };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'portal-rel-private-'));
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    reportFigure(
      `private data files: ${figures.files} files and ${figures.folders} folders under DATA_DIR checked (a new DATA_DIR while running and after stopping, an older one made 0666/0755) → ${figures.exposed} open to other accounts; a DATA_DIR of mode 755 → ${figures.refusal}`,
    );
  });

  const count = (walk: Walk) => {
    figures.files += walk.files;
    figures.folders += walk.folders;
    figures.exposed += walk.exposed.length;
  };

  it('a new DATA_DIR, with its database, keys and uploaded documents: owner only, while running and after a stop', async () => {
    const dataDir = join(root, 'new', 'data');
    mkdirSync(join(root, 'new'), { mode: 0o700 });
    // No JWT_SECRET: the development secret and Aadhaar key files are created in DATA_DIR too.
    const { JWT_SECRET: _generated, ...env } = serverEnv(dataDir);
    const server = startServerProcess(env);
    try {
      const [, url] = await server.waitFor(READY_LINE, 120_000);
      await writeSomething(url ?? '');
      const running = walk(dataDir);
      count(running);
      expect(running.exposed).toEqual([]);
      expect(running.files).toBeGreaterThan(100);
      expect(readdirSync(join(dataDir, 'uploads')).length).toBeGreaterThan(1);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const stopped = walk(dataDir);
      count(stopped);
      expect(stopped.exposed).toEqual([]);
    } finally {
      await server.killAll();
    }
  });

  it('a DATA_DIR of 0700 whose contents other accounts could read (an older version, a copied backup): made owner only at start', async () => {
    const dataDir = join(root, 'older');
    mkdirSync(dataDir, { mode: 0o700 });
    await copyMigratedPglite(dataDir);
    openUp(join(dataDir, 'pgdata'));
    expect(walk(dataDir).exposed.length).toBeGreaterThan(100);

    const server = startServerProcess(serverEnv(dataDir));
    try {
      await server.waitFor(READY_LINE, 120_000);
      const started = walk(dataDir);
      count(started);
      expect(started.exposed).toEqual([]);
    } finally {
      await server.killAll();
    }
  });

  it('refuses a DATA_DIR that other accounts can read, saying how to fix it, and writes nothing into it', async () => {
    const dataDir = join(root, 'shared');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const server = startServerProcess(serverEnv(dataDir));
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 60_000, 'still running'))]);
    await server.killAll();
    const hint = server.output().includes(`chmod -R go-rwx ${dataDir}`);
    figures.refusal =
      code === 1 && hint ? 'exit 1 with "chmod -R go-rwx <DATA_DIR>"' : `exit ${String(code)}${hint ? '' : ' without the fix'}`;
    expect(code).toBe(1);
    expect(server.output()).toContain(`chmod -R go-rwx ${dataDir}`);
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

/** A registration and a birth certificate with its documents, over HTTP. */
async function writeSomething(baseUrl: string): Promise<void> {
  const registration = await fetch(`${baseUrl}${apiPaths.auth.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(aRegistration()),
  });
  expect(registration.status).toBe(201);
  const birth = definitionOf('birth');
  const { body, contentType } = await multipartBody(validValues(birth), validFiles(birth, { all: true }));
  const application = await fetch(`${baseUrl}${birth.apiPath}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  });
  expect(application.status).toBe(201);
}

function walk(dataDir: string): Walk {
  const result: Walk = { files: 0, folders: 0, exposed: [] };
  const visit = (path: string, name: string) => {
    const stat = lstatSync(path);
    if (stat.isDirectory()) result.folders += 1;
    else result.files += 1;
    if ((stat.mode & NOT_OWNER_ONLY) !== 0) result.exposed.push(`${name} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry), join(name, entry));
  };
  visit(dataDir, '.');
  return result;
}

/** What an older version left: PGlite's files 0666, folders 0755. */
function openUp(path: string): void {
  const stat = lstatSync(path);
  chmodSync(path, stat.isDirectory() ? 0o755 : 0o666);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) openUp(join(path, entry));
}
