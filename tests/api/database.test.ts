import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, acquireDataDirLock } from '../../src/server/db/data-dir-lock';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrations-folder';
import { users } from '../../src/server/db/schema';
import { uniqueViolationConstraint } from '../../src/server/db/unique-violation';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-lock-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('holds our pid while held, refuses a second holder, and is gone after release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a lock held by another live process, naming it and the folder', () => {
    // The parent of this test process is certainly alive.
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `Another portal server (pid ${process.ppid}) is already using DATA_DIR ${dataDir}. Stop it or set a different DATA_DIR.`,
    );
    rmSync(join(dataDir, LOCK_FILE));
  });

  it.each([
    ['a dead process', '2147483646\n'],
    ['an unreadable pid', 'garbage'],
    ['this pid from an earlier run of the process', `${process.pid}\n`],
  ])('takes over a stale lock left by %s', (_label, content) => {
    writeFileSync(join(dataDir, LOCK_FILE), content);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

describe('migrations', () => {
  it('are not tied to the public schema (PostgreSQL tests run each app in a schema of its own)', () => {
    for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
      expect(text, `${file}: remove the "public". prefix drizzle-kit wrote`).not.toMatch(/"public"\./);
    }
  });
});

describe.each(testDatabases())('database rules on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const insert = (values: { username: string; email: string; role?: 'user' | 'admin' }) =>
    t.database.db.insert(users).values({ passwordHash: 'scrypt$x', ...values });

  it('opened the kind of database the configuration names', () => {
    expect(t.database.kind).toBe(target.kind);
  });

  it('enforces case-insensitive uniqueness of usernames and e-mails itself', async () => {
    await insert({ username: 'Unique.One', email: 'unique.one@example.com' });
    const username = await insert({ username: 'UNIQUE.one', email: 'other@example.com' }).catch((err: unknown) => err);
    expect(uniqueViolationConstraint(username)).toBe('users_username_lower_key');
    const email = await insert({ username: 'other', email: 'Unique.One@Example.COM' }).catch((err: unknown) => err);
    expect(uniqueViolationConstraint(email)).toBe('users_email_lower_key');
  });

  it('accepts only the two roles', async () => {
    const err = await t.database.db
      .execute(sql`insert into users (username, email, password_hash, role) values ('r', 'r@x.y', 'h', 'root')`)
      .catch((error: unknown) => error);
    expect(err).toBeInstanceOf(Error);
  });

  it('fills id and created_at itself', async () => {
    const [row] = await insert({ username: 'defaults', email: 'defaults@example.com' }).returning();
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.role).toBe('user');
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });
});
