import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { Config } from '../../../src/server/config';
import type { Env } from '../../../src/server/env-values';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/open-database';
import { copyMigratedPglite } from './pglite-template';
import type { TestDatabase } from './test-databases';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_SETUP_KEY = 'test-setup-key-4f1c2a9e';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  /** The private PostgreSQL schema the app runs in; null on PGlite. */
  schema: string | null;
  /** Closes the app and the database, drops the PostgreSQL schema and deletes DATA_DIR. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Env;
  /** The app's logger instead of a silent one: a test that reads what the server logs. */
  logger?: FastifyBaseLogger;
  /** Runs before the app is ready: the place to add a probe route for a test. */
  beforeReady?: (app: FastifyInstance) => void;
}

/**
 * The configuration every in-process test app starts from, before a test's own overrides: the
 * fixed test secrets, fast scrypt (2^14), a rate limit no test reaches by accident, no logs, and
 * no built client (CLIENT_DIST points at a folder that does not exist), so only the API is served.
 */
export function testEnv(dataDir: string, target: TestDatabase): Env {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: target.url ?? undefined,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_SETUP_KEY: TEST_SETUP_KEY,
    SCRYPT_LOG_N: '14',
    AUTH_RATE_LIMIT_MAX: '100000',
    CERTIFICATE_SUBMIT_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
    CLIENT_DIST: join(dataDir, 'no-client-build'),
  };
}

/**
 * A fresh app on a fresh database for one test file: PGlite in its own temporary DATA_DIR, or a
 * private schema in the PostgreSQL database of TEST_DATABASE_URL, configured by testEnv() plus
 * whatever the test asks for.
 */
export async function createTestApp(target: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const schema = target.url ? `test_${randomBytes(6).toString('hex')}` : null;
  return startTestApp(target, schema, true, options);
}

/**
 * Another server instance on the same PostgreSQL schema as `first`, as behind a load balancer:
 * a DATA_DIR and configuration of its own, the database shared. Closing it leaves the schema.
 */
export async function createSecondInstance(target: TestDatabase, first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  if (!target.url || !first.schema) throw new Error('A second instance needs PostgreSQL: PGlite is one server per DATA_DIR');
  return startTestApp(target, first.schema, false, options);
}

/**
 * The same server started again on its database, as after a crash or a deploy: `t`'s app and
 * database are closed, a new app opens the same DATA_DIR (PGlite) or schema (PostgreSQL).
 */
export async function restartTestApp(target: TestDatabase, t: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  await t.app.close();
  await t.database.close();
  const database = await openDatabase(t.config, t.schema ? { schema: t.schema } : {});
  const app = buildApp({ config: t.config, database, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    ...t,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (target.url && t.schema) await dropSchema(target.url, t.schema);
      rmSync(t.dataDir, { recursive: true, force: true });
    },
  };
}

async function startTestApp(target: TestDatabase, schema: string | null, ownsSchema: boolean, options: TestAppOptions): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  const config = loadConfig({ ...testEnv(dataDir, target), ...options.env });

  if (!target.url) await copyMigratedPglite(dataDir);
  const database = await openDatabase(config, schema ? { schema } : {});

  const app = buildApp({ config, database, ...(options.logger ? { logger: options.logger } : {}) });
  options.beforeReady?.(app);
  await app.ready();

  let closed = false;
  return {
    app,
    config,
    database,
    dataDir,
    schema,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      if (target.url && schema && ownsSchema) await dropSchema(target.url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Drops a test's private PostgreSQL schema with everything in it. */
export async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_jobs" cascade`);
  } finally {
    await client.end();
  }
}
