import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: migrations are generated from the schema into the
// folder the server applies at start. The same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
});
