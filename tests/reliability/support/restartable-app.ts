import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { Config } from '../../../src/server/config';
import type { Env } from '../../../src/server/env-values';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/open-database';
import { copyMigratedPglite } from '../../api/helpers/pglite-template';
import { dropSchema, testEnv } from '../../api/helpers/test-app';
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
    ...testEnv(dataDir, target),
    // The suite drives many grievances from one address: the per-minute limits would answer 429.
    GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: '100000',
    CERTIFICATE_SUBMIT_RATE_LIMIT_MAX: '100000',
    GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: '100000',
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
      if (target.url && schema) await dropSchema(target.url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
