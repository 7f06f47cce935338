import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // The form tests type key by key through jsdom: one took over the default 5 s on a busy
          // 2-core machine. A bound on a hang, not a timing check.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each test file builds its own app on its own database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          // Each file drives thousands of requests or a real server process; decision 016.
          testTimeout: 240_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two cores shared with the rest of CI: one file at a time keeps the load figures honest.
          fileParallelism: false,
        },
      },
    ],
  },
});
