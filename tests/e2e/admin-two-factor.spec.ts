import { test as base, expect } from '@playwright/test';
import { codeFor } from '../api/helpers/totp';
import { E2E_SETUP_KEY } from './support/first-admin';
import { expectNoSeriousA11yViolations, mainNav, signInByApi } from './support/fixtures';
import { ownServerPort, startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';

const CLERK = { username: 'two_factor_clerk', email: 'tfa@municipality.gov.in', password: 'a clerk passphrase' };

/*
 * Two-factor sign-in on a server of its own: turned on for the suite's first admin it would change
 * every other test, and nothing over HTTP turns it off again, so each run of this test needs a
 * fresh first admin (this file's one test starts the one server it uses).
 */
const test = base.extend<{ portal: OwnServer }>({
  portal: [
    async ({ browserName: _browser }, use, testInfo) => {
      const server = await startOwnServer(ownServerPort(100, testInfo.parallelIndex));
      const setup = await fetch(`${server.baseURL}/api/admin-auth/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...CLERK, confirmPassword: CLERK.password, setupKey: E2E_SETUP_KEY }),
      });
      expect(setup.status).toBe(201);
      await use(server);
      await server.stop();
    },
    // A server of its own starts in seconds, or a minute on a loaded machine.
    { timeout: 120_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.baseURL),
});

test('an admin turns on two-factor sign-in, and the next sign-in asks for the code', async ({ page }) => {
  // Signing in without a code is the subject of admin.spec.ts: here the session is handed over.
  await signInByApi(page, CLERK, '/admin-login');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByLabel('Secret key').textContent()) ?? '';
  expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('link', { name: 'open the key in your authenticator app' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Authentication code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn On Two-factor Sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is now on.')).toBeVisible();

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // The admin sign-in screen, as a clerk uses it: the password first, then the code.
  await page.goto('/admin-login');
  await expect(page.getByRole('button', { name: 'Admin Sign In' })).toBeEnabled();
  await page.getByLabel('Username or Email').fill(CLERK.username);
  await page.getByLabel('Password', { exact: true }).fill(CLERK.password);
  await page.getByRole('button', { name: 'Admin Sign In' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A wrong code is refused on the field; the next step's code (the app's clock may run ahead) signs in.
  await code.fill(codeFor(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct' }).first()).toBeVisible();
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
