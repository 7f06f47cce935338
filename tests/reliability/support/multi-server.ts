import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { withClient } from '../../../bench/lib/postgres';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrations-folder';
import { READY_LINE, startServerProcess } from '../../api/helpers/server-process';
import type { ServerProcess } from '../../api/helpers/server-process';
import { serverEnv } from './write-load';

/**
 * A PostgreSQL database of its own for one run, created from TEST_DATABASE_URL and dropped after:
 * the instances run as in production (public schema, migrations recorded in `drizzle`), which a
 * private schema in the shared test database would not allow.
 */
export interface ScratchDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(text: string): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(testDatabaseUrl: string): Promise<ScratchDatabase> {
  const name = `portal_multi_${randomBytes(6).toString('hex')}`;
  await withClient(testDatabaseUrl, (client) => client.query(`create database ${name}`)).catch((err: unknown) => {
    throw new Error(`multi-server: could not create a database with TEST_DATABASE_URL's role (it needs CREATEDB): ${String(err)}`);
  });
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <T extends pg.QueryResultRow>(text: string) => (await withClient(url.toString(), (client) => client.query<T>(text))).rows,
    drop: async () => {
      await withClient(testDatabaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** How many migrations the server applies: the entries of drizzle-kit's journal. */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The keys every instance shares, as production sets them (a generated one would differ per DATA_DIR). */
const AADHAAR_KEYS = `multi:${Buffer.alloc(32, 38).toString('base64')}`;
/** Complaint lookups per IP per minute, low enough for the shared-limit check to reach. */
export const LOOKUP_LIMIT = 6;

export interface Instance {
  name: string;
  port: number;
  process: ServerProcess;
}

/**
 * The real server as several instances run it: each its own DATA_DIR, one PostgreSQL, one
 * UPLOAD_DIR, the same secrets, behind a proxy (TRUST_PROXY). No ADMIN_SETUP_KEY: each instance
 * prints a one-time key of its own while no administrator exists. Started at the same moment.
 */
export async function startInstances(names: readonly string[], databaseUrl: string, root: string, uploadDir: string): Promise<Instance[]> {
  const processes = names.map((name) => {
    const { ADMIN_SETUP_KEY: _generatedInstead, ...env } = serverEnv(join(root, name), databaseUrl);
    return startServerProcess({
      ...env,
      UPLOAD_DIR: uploadDir,
      TRUST_PROXY: 'true',
      AADHAAR_KEYS,
      GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: String(LOOKUP_LIMIT),
    });
  });
  const ready = await Promise.allSettled(processes.map((server) => server.waitFor(READY_LINE, 90_000)));
  const failed = ready.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(processes.map((server) => server.killAll()));
    throw failed.reason;
  }
  return processes.map((server, index) => {
    const [, url = ''] = server.output().match(READY_LINE) ?? [];
    return { name: names[index] ?? '', port: Number(new URL(url).port), process: server };
  });
}
