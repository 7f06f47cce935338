import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { codeFor } from '../api/helpers/totp';
import { E2E_SETUP_KEY } from './support/first-admin';
import { expectNoSeriousA11yViolations, mainNav } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';

const CLERK = { username: 'two_factor_clerk', email: 'tfa@municipality.gov.in', password: 'a clerk passphrase' };

/** A server of its own: two-factor sign-in on the suite's first admin would change every other test. */
async function serverWithAdmin(port: number): Promise<OwnServer> {
  const server = await startOwnServer(port);
  const setup = await fetch(`${server.baseURL}/api/admin-auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CLERK, confirmPassword: CLERK.password, setupKey: E2E_SETUP_KEY }),
  });
  expect(setup.status).toBe(201);
  return server;
}

test('an admin turns on two-factor sign-in, and the next sign-in asks for the code', async ({ page }, testInfo) => {
  // A server of its own starts first; a loaded CI machine needs room.
  test.setTimeout(150_000);
  const server = await serverWithAdmin(Number(process.env.E2E_PORT ?? 4173) + 100 + testInfo.workerIndex);
  try {
    await twoFactorJourney(page, server.baseURL);
  } finally {
    await server.stop();
  }
});

/** The admin sign-in screen of the server of its own (the fixture's signIn goes to the suite's server). */
async function signIn(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/admin-login`);
  // The prerendered button is enabled once the page is hydrated: typed earlier, text could reach
  // the form only after the click (as in the fixture's signIn).
  await expect(page.getByRole('button', { name: 'Admin Sign In' })).toBeEnabled();
  await page.getByLabel('Username or Email').fill(CLERK.username);
  await page.getByLabel('Password', { exact: true }).fill(CLERK.password);
  await page.getByRole('button', { name: 'Admin Sign In' }).click();
}

async function twoFactorJourney(page: Page, baseURL: string): Promise<void> {
  await signIn(page, baseURL);
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
  await signIn(page, baseURL);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A wrong code is refused on the field; the next step's code (the app's clock may run ahead) signs in.
  await code.fill(codeFor(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct' }).first()).toBeVisible();
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}
