import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { Config, Env } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/open-database';
import { copyMigratedPglite } from '../../api/helpers/pglite-template';
import { TEST_JWT_SECRET, TEST_SETUP_KEY } from '../../api/helpers/test-app';
import type { TestDatabase } from '../../api/helpers/test-databases';

/**
 * Like tests/api's createTestApp, but the app can be stopped and started again on the same
 * DATA_DIR and database (the same PostgreSQL schema), as an operator's restart would: what a
 * request was promised before the restart must still hold after it.
 */
export interface RestartableApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly config: Config;
  readonly dataDir: string;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function createRestartableApp(target: TestDatabase, env: Env = {}): Promise<RestartableApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-rel-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: target.url ?? undefined,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_SETUP_KEY: TEST_SETUP_KEY,
    SCRYPT_LOG_N: '14',
    AUTH_RATE_LIMIT_MAX: '100000',
    GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: '100000',
    GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'silent',
    CLIENT_DIST: join(dataDir, 'no-client-build'),
    ...env,
  });
  const schema = target.url ? `rel_${randomBytes(6).toString('hex')}` : undefined;
  if (!target.url) await copyMigratedPglite(dataDir);

  const start = async () => {
    const database = await openDatabase(config, schema ? { schema } : {});
    const app = buildApp({ config, database });
    await app.ready();
    return { app, database };
  };
  let current = await start();
  const stop = async () => {
    await current.app.close();
    await current.database.close();
  };
  let closed = false;

  return {
    get app() {
      return current.app;
    },
    get database() {
      return current.database;
    },
    config,
    dataDir,
    async restart() {
      await stop();
      current = await start();
    },
    async close() {
      if (closed) return;
      closed = true;
      await stop();
      if (target.url && schema) {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
