import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once: vitest's own default leaves a core free, which on CI's 2 cores is one file
 * at a time, while most files spend much of their time waiting on a database, a child process or
 * a socket (decision 059).
 */
const workers = Math.max(2, availableParallelism() - 1);

/** The API files whose checks depend on timing (a burst arriving at once, two answers' times compared): alone, after the rest. */
const API_TIMING_FILES = ['tests/api/database-busy.test.ts', 'tests/api/application-track.test.ts'];

/** The reliability files that measure latency: run after the others, one at a time, so no neighbour skews them. */
const TIMING_FILES = ['tests/reliability/password-hashing-stall.test.ts', 'tests/reliability/slow-clients.test.ts'];

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
          maxWorkers: workers,
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
          exclude: API_TIMING_FILES,
          environment: 'node',
          // Each test file builds its own app on its own database; PGlite start-up is the slow part.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api-timing',
          include: API_TIMING_FILES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: TIMING_FILES,
          environment: 'node',
          // Each file drives thousands of requests or a real server process; decision 016. What
          // they count (lost writes, 5xx, leaks) does not depend on a neighbour: two files at once.
          testTimeout: 240_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability-timing',
          include: TIMING_FILES,
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Latency read against a baseline of the same run: nothing else runs meanwhile.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
