import { execFileSync } from 'node:child_process';
import pg from 'pg';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://portal:portal@localhost:5432/portal_bench';

export type PostgresTarget = { available: true; url: string; version: string } | { available: false; reason: string };

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL's code for "database does not exist". */
const UNKNOWN_DATABASE = '3D000';
/** PostgreSQL's codes for a role that does not exist or whose password is not the URL's. */
const UNKNOWN_ROLE = ['28000', '28P01'];

/**
 * The PostgreSQL the bench may use: BENCH_DATABASE_URL, or the local portal_bench database,
 * created when missing. Every run empties it, so the database's name must say it belongs to the
 * bench: pointing BENCH_DATABASE_URL at a real database by mistake must not wipe it.
 */
export async function resolvePostgres(env: NodeJS.ProcessEnv, log: (message: string) => void): Promise<PostgresTarget> {
  const url = env.BENCH_DATABASE_URL?.trim() || DEFAULT_BENCH_DATABASE_URL;
  const database = databaseNameOf(url);
  if (database === null) return { available: false, reason: 'BENCH_DATABASE_URL is not a postgres:// URL with a database name' };
  if (!database.includes('bench')) {
    return {
      available: false,
      reason: `database "${database}" is not a bench database (its name must contain "bench"; every run empties it)`,
    };
  }
  try {
    return { available: true, url, version: await serverVersion(url) };
  } catch (err) {
    const code = errorCode(err);
    if (code !== UNKNOWN_DATABASE && !UNKNOWN_ROLE.includes(code ?? '')) {
      return { available: false, reason: `PostgreSQL not reachable: ${messageOf(err)}` };
    }
    if (code !== UNKNOWN_DATABASE) {
      try {
        createRole(url);
        log(`Created the PostgreSQL role ${new URL(url).username}.`);
      } catch (roleErr) {
        return { available: false, reason: `PostgreSQL refused the role of ${url} and it could not be created: ${messageOf(roleErr)}` };
      }
      try {
        return { available: true, url, version: await serverVersion(url) };
      } catch (retryErr) {
        if (errorCode(retryErr) !== UNKNOWN_DATABASE)
          return { available: false, reason: `PostgreSQL not reachable: ${messageOf(retryErr)}` };
      }
    }
  }
  try {
    await createDatabase(url, database);
    log(`Created the PostgreSQL database ${database}.`);
    return { available: true, url, version: await serverVersion(url) };
  } catch (err) {
    return { available: false, reason: `database ${database} is missing and could not be created: ${messageOf(err)}` };
  }
}

/** Drops everything the server's migrations made, so that every run starts from an empty database. */
export async function resetPostgres(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  });
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverVersion(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? 'unknown'}`;
  });
}

/**
 * As the URL's own role first (it may have CREATEDB); failing that, as the postgres system user
 * when the bench runs as root on the database's machine (a developer box or CI).
 */
async function createDatabase(url: string, database: string): Promise<void> {
  const owner = decodeURIComponent(new URL(url).username) || 'postgres';
  if (!NAME.test(database) || !NAME.test(owner)) throw new Error('unexpected characters in the database or role name');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  try {
    await withClient(maintenance.toString(), (client) => client.query(`create database ${database}`));
    return;
  } catch (err) {
    if (process.getuid?.() !== 0) throw err;
  }
  execFileSync('su', ['postgres', '-c', `psql -q -c 'create database ${database} owner ${owner}'`], { stdio: 'pipe' });
}

/** A password the role can be created with from a shell command line without quoting. */
const PLAIN_PASSWORD = /^[A-Za-z0-9_.-]{1,63}$/;

/**
 * The URL's role, with its password, when it does not exist yet: only as root, as the postgres
 * system user, on the database's own machine (a fresh developer box or CI). A role that exists
 * with another password is left alone: the bench never changes a password.
 */
function createRole(url: string): void {
  const parsed = new URL(url);
  const role = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  if (process.getuid?.() !== 0)
    throw new Error(`not running as root; create it with: sudo -u postgres createuser --createdb --pwprompt ${role}`);
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(parsed.hostname)) throw new Error('the database is not on this machine');
  if (!NAME.test(role) || !PLAIN_PASSWORD.test(password)) throw new Error('unexpected characters in the role name or password');
  const exists = execFileSync('su', ['postgres', '-c', `psql -qtA -c "select 1 from pg_roles where rolname = '${role}'"`], {
    stdio: 'pipe',
  });
  if (exists.toString().trim() === '1') throw new Error(`role ${role} exists with another password`);
  execFileSync('su', ['postgres', '-c', `psql -q -c "create role ${role} login createdb password '${password}'"`], { stdio: 'pipe' });
}

function databaseNameOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!['postgres:', 'postgresql:'].includes(parsed.protocol)) return null;
    const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    return name === '' ? null : name;
  } catch {
    return null;
  }
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
