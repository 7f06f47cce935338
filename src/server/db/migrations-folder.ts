import { fileURLToPath } from 'node:url';

/** The folder drizzle-kit generates into (drizzle.config.ts) and the migrator applies at start. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Where drizzle records applied migrations when no schema is given. */
export const DEFAULT_MIGRATIONS_SCHEMA = 'drizzle';
