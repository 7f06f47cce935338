import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open-database';
import { adminSetupKeys } from '../../src/server/db/schema';
import { prepareAdminSetup } from '../../src/server/modules/auth/setup-keys';
import { verifyPassword } from '../../src/server/modules/auth/password-hashing';
import { allUsers } from './helpers/accounts';
import { copyMigratedPglite } from './helpers/pglite-template';
import { READY_LINE, runTsx, startServerProcess } from './helpers/server-process';

const SCRIPT = 'src/server/cli/admin-create.ts';

/** `npm run admin:create` on the embedded database (the case where the DATA_DIR lock matters). */
describe('npm run admin:create', () => {
  let dataDir: string;
  const env = (extra: Record<string, string> = {}) => ({ NODE_ENV: 'test', DATA_DIR: dataDir, SCRYPT_LOG_N: '14', ...extra });
  const run = async (args: string[], extra: Record<string, string> = {}, input?: string) => {
    const cli = runTsx(SCRIPT, args, env(extra), input);
    const code = await cli.exited;
    return { code, output: cli.output() };
  };
  const withDatabase = async <T>(use: (database: DatabaseHandle) => Promise<T>) => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-test-'));
    await copyMigratedPglite(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an administrator with the password from ADMIN_PASSWORD and closes the first-time setup', async () => {
    await withDatabase(async (database) => {
      expect((await prepareAdminSetup(database.db, { adminSetupKey: null })).state).toBe('generated-key');
    });

    const { code, output } = await run(['--username', 'chief_clerk', '--email', 'chief@municipality.gov.in'], {
      ADMIN_PASSWORD: 'clerk password',
    });
    expect(code, output).toBe(0);
    expect(output).toMatch(/Created administrator "chief_clerk" <chief@municipality.gov.in> \(id [0-9a-f-]{36}\) in the pglite database\./);
    expect(output).not.toContain('clerk password');

    await withDatabase(async (database) => {
      const [admin] = (await allUsers(database)).filter((row) => row.username === 'chief_clerk');
      expect(admin?.role).toBe('admin');
      expect(admin?.passwordHash).not.toContain('clerk password');
      expect(await verifyPassword('clerk password', admin?.passwordHash ?? '')).toBe(true);
      expect(await database.db.select().from(adminSetupKeys)).toHaveLength(0);
    });
  }, 60_000);

  it('reads the password from standard input when it is not a terminal', async () => {
    const { code, output } = await run(['--username', 'second_clerk', '--email', 'second@municipality.gov.in'], {}, 'piped password\n');
    expect(code, output).toBe(0);
    await withDatabase(async (database) => {
      const [admin] = (await allUsers(database)).filter((row) => row.username === 'second_clerk');
      expect(await verifyPassword('piped password', admin?.passwordHash ?? '')).toBe(true);
    });
  }, 60_000);

  it('refuses a taken username or e-mail (any case), naming each', async () => {
    const { code, output } = await run(['--username', 'CHIEF_CLERK', '--email', 'Chief@Municipality.gov.in'], {
      ADMIN_PASSWORD: 'another password',
    });
    expect(code).toBe(1);
    expect(output).toContain('This username is already taken');
    expect(output).toContain('An account with this email already exists');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('refuses invalid input with the shared messages, before touching the database', async () => {
    const { code, output } = await run(['--username', 'ab', '--email', 'nope'], { ADMIN_PASSWORD: '123' });
    expect(code).toBe(1);
    expect(output).toContain('Username must be at least 3 characters');
    expect(output).toContain('Please enter a valid email address');
    expect(output).toContain('Password must be at least 6 characters');
  }, 60_000);

  it("refuses one of the 10,000 most common passwords: 'This password is too common'", async () => {
    const { code, output } = await run(['--username', 'fourth_clerk', '--email', 'fourth@municipality.gov.in'], {
      ADMIN_PASSWORD: 'Password',
    });
    expect(code).toBe(1);
    expect(output).toContain('This password is too common');
  }, 60_000);

  it('explains its usage when --username or --email is missing', async () => {
    const { code, output } = await run(['--username', 'someone'], { ADMIN_PASSWORD: 'password' });
    expect(code).toBe(1);
    expect(output).toContain('--username and --email are both required');
  }, 60_000);

  it('refuses clearly while a server holds the PGlite DATA_DIR', async () => {
    const server = startServerProcess({ ...env(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CLIENT_DIST: join(dataDir, 'none') });
    try {
      await server.waitFor(READY_LINE, 60_000);
      const { code, output } = await run(['--username', 'third_clerk', '--email', 'third@municipality.gov.in'], {
        ADMIN_PASSWORD: 'clerk password',
      });
      expect(code).toBe(1);
      expect(output).toMatch(/Another portal server \(pid \d+\) is already using DATA_DIR .+\. Stop it or set a different DATA_DIR\./);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await server.killAll();
    }
  }, 120_000);
});
