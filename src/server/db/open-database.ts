import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';
import type { PostgresOptions } from './open-postgres';

export type OpenDatabaseOptions = PostgresOptions;

/**
 * Opens the database the configuration names and brings its schema up to date: PostgreSQL when
 * DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR (locked against a second server).
 */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, options) : openPglite(config.dataDir);
}
