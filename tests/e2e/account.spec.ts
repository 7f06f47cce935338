import { test as base, expect } from '@playwright/test';
import { startTestSmtp } from '../api/helpers/test-smtp';
import type { TestSmtp } from '../api/helpers/test-smtp';
import { codeFor } from '../api/helpers/totp';
import { E2E_SETUP_KEY } from './support/first-admin';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signIn, signInByApi } from './support/fixtures';
import { ownServerPort, startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';
import { lookAt } from './support/shots';

/*
 * Accounts on a server of their own, one for each worker (a new database takes seconds to start):
 * the account page and a forgotten password, whose email goes to an SMTP server the
 * test runs, so that the reset link is read from the email as a person would; and an
 * administrator's two-factor sign-in, which on the suite's first admin would change every other
 * test.
 */
const CLERK = { username: 'two_factor_clerk', email: 'tfa@municipality.gov.in', password: 'a clerk passphrase' };

interface PortalWithEmail {
  baseURL: string;
  smtp: TestSmtp;
  port: number;
}

/** The first administrator of a server nobody has set up: true when `baseURL` was such a server. */
async function setUpClerk(baseURL: string): Promise<boolean> {
  const setup = await fetch(`${baseURL}/api/admin-auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CLERK, confirmPassword: CLERK.password, setupKey: E2E_SETUP_KEY }),
  });
  if (setup.status === 409) return false;
  expect(setup.status).toBe(201);
  return true;
}

const test = base.extend<{ withClerk: boolean; portal: string }, { portalWithEmail: PortalWithEmail }>({
  portalWithEmail: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const smtp = await startTestSmtp();
      const port = ownServerPort(150, workerInfo.parallelIndex);
      const baseURL = `http://localhost:${port}`;
      const server = await startOwnServer(port, { SMTP_URL: smtp.url, PUBLIC_URL: baseURL });
      await use({ baseURL, smtp, port });
      await server.stop();
      await smtp.close();
    },
    // A server of its own starts in seconds, or a minute on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  /** Whether the test needs CLERK as the server's first administrator, set up by the test. */
  withClerk: [false, { option: true }],
  /**
   * The server of the test: the worker's own; for a test with CLERK, a new one when a test before
   * (a repeated run) has set up the worker's already.
   */
  portal: [
    async ({ portalWithEmail, withClerk }, use) => {
      if (!withClerk || (await setUpClerk(portalWithEmail.baseURL))) return use(portalWithEmail.baseURL);
      const fresh: OwnServer = await startOwnServer(portalWithEmail.port + 2);
      expect(await setUpClerk(fresh.baseURL)).toBe(true);
      await use(fresh.baseURL);
      await fresh.stop();
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal),
});

test('a citizen turns email off and chooses Tamil on the account page; it stays so, in Tamil', async ({ page, request }) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  await signInByApi(page, citizen);
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(citizen.email);
  await expectNoSeriousA11yViolations(page);

  for (const [name, viewport] of [
    ['360', { width: 360, height: 800 }],
    ['zoom-200', { width: 640, height: 400 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await lookAt(page, `account-${name}`);
    // Nothing wider than the screen: no sideways scrolling at 360 px or at 200 % zoom.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel('Send me emails about my requests').uncheck();
  await page.getByLabel('Language of messages and pages').selectOption('ta');
  await page.getByRole('button', { name: 'Save' }).click();
  // A new language loads the page again in it.
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  await expect(page.getByRole('heading', { name: 'எனது கணக்கு', level: 1 })).toBeVisible();
  await expect(page.getByLabel('என் கோரிக்கைகள் பற்றி மின்னஞ்சல் அனுப்புங்கள்')).not.toBeChecked();
  await expect(page.getByLabel('என் கோரிக்கைகள் பற்றி SMS அனுப்புங்கள்')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('a forgotten password: the link from the email sets a new one, which signs in', async ({
  page,
  request,
  portalWithEmail: { baseURL, smtp },
}) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(citizen.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account has this address, a link is on its way.')).toBeVisible();

  await expect.poll(() => smtp.received.filter((mail) => mail.to === citizen.email).length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received.find((message) => message.to === citizen.email);
  const link = /http:\/\/\S+\/reset-password#\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link.startsWith(`${baseURL}/reset-password#`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = 'a fresh village pass';
  await expect(page.getByRole('button', { name: 'Save the new password' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed and every device is signed out.')).toBeVisible();

  await signIn(page, { username: citizen.username, password: newPassword });
  await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
});

test('a new email address asks for the password, waits for its link, and the old address can take it back', async ({
  page,
  portalWithEmail: { baseURL, smtp },
}) => {
  const citizen = newCitizen();
  const moved = newCitizen().email;
  await registerByApi(page.request, citizen);
  await signInByApi(page, citizen);
  await page.goto('/account');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(citizen.email);
  await email.fill(moved);
  await page.getByRole('button', { name: 'Save' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Enter your current password to change your email address' })).toBeVisible();
  await page.getByLabel('Current password').first().fill(citizen.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Waiting for confirmation from ${moved}.`)).toBeVisible();
  await expect(email).toHaveValue(citizen.email);
  await expectNoSeriousA11yViolations(page);

  const linkIn = async (to: string, subject: string, path: string) => {
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to === to && mail.subject === subject).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const mail = smtp.received.filter((message) => message.to === to && message.subject === subject).at(-1);
    const link = new RegExp(`http://\\S+/${path}#\\S+`).exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${baseURL}/${path}#`)).toBe(true);
    return link;
  };
  await page.goto(await linkIn(moved, 'Confirm your new email address', 'confirm-email'));
  await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm the address' }).click();
  await expect(page.getByText(`Your account's email address is now ${moved}.`)).toBeVisible();

  // The old address takes it back: every device signed out, and a new password chosen at once.
  await page.goto(await linkIn(citizen.email, 'Your email address was changed', 'restore-email'));
  await expect(page.getByRole('heading', { name: 'Keep your email address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Take my address back' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'my own village pass';
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password is changed and every device is signed out.')).toBeVisible();
  await signIn(page, { username: citizen.email, password: newPassword });
  await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
});

test.describe('an administrator', () => {
  test.use({ withClerk: true });

  test('turns on two-factor sign-in, and the next sign-in asks for the code', async ({ page }) => {
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
});
