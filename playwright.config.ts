import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium where present (CI and these machines cannot download Playwright's). */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // On CI a failed test runs once more and, passing then, is reported as flaky (decision 057).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous for the machines' spread: the same suite ran 2.5 times slower in Chromium on one
  // machine here than on CI's, and a test should fail for what the page does, not for the machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs about a quarter of the suite's CPU: on CI only the retry of a failed
    // test records one (decision 059); locally a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every new context would install the service worker and precache the whole app (nearly 200
    // files): a fifth of the suite's time. Tests of offline use and the installed app allow it.
    serviceWorkers: 'block',
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
    // A logout ends only its own session (decision 018): files that sign the first administrator
    // out run beside those that use it.
    { name: 'portal', testMatch: /.*\.spec\.ts/, dependencies: ['first-admin'] },
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
