import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where present (CI and these machines cannot download Playwright's). */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4173);
/** The files that sign the suite's first administrator out (see the projects below). */
const SESSION_ENDING_SPECS = [/kiosk\.spec\.ts/, /admin\.spec\.ts/];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The portal's first-time admin setup, once per server, before everything that needs an admin.
    { name: 'first-admin', testMatch: /first-admin\.setup\.ts/ },
    { name: 'portal', testMatch: /.*\.spec\.ts/, testIgnore: SESSION_ENDING_SPECS, dependencies: ['first-admin'] },
    // Logging out ends every session of the account (decision 014), so the files that sign the
    // first administrator out run after all the others, one at a time: run beside them, they
    // signed out a dashboard test in the middle of its work.
    { name: 'kiosk', testMatch: /kiosk\.spec\.ts/, dependencies: ['portal'] },
    { name: 'admin-sign-out', testMatch: /admin\.spec\.ts/, dependencies: ['kiosk'] },
  ],
  webServer: {
    // The built client and the real server on a fresh database of its own (see the script).
    command: 'node tests/e2e/support/start-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
