import { test as base, expect } from '@playwright/test';
import { startTestSmtp } from '../api/helpers/test-smtp';
import type { TestSmtp } from '../api/helpers/test-smtp';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signIn, signInByApi } from './support/fixtures';
import { ownServerPort, startOwnServer } from './support/own-server';
import { lookAt } from './support/shots';

/*
 * The account page and a forgotten password (issue 26), on a server of its own whose email goes
 * to an SMTP server this test runs: the reset link is read from the email, as a person would.
 * One such server for each worker, whatever runs on it.
 */
const test = base.extend<object, { portalWithEmail: { baseURL: string; smtp: TestSmtp } }>({
  portalWithEmail: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const smtp = await startTestSmtp();
      const port = ownServerPort(150, workerInfo.parallelIndex);
      const baseURL = `http://localhost:${port}`;
      const server = await startOwnServer(port, { SMTP_URL: smtp.url, PUBLIC_URL: baseURL });
      await use({ baseURL, smtp });
      await server.stop();
      await smtp.close();
    },
    // A server of its own starts in seconds, or a minute on a loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ portalWithEmail }, use) => use(portalWithEmail.baseURL),
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

  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Send me emails about my requests').uncheck();
  await page.getByLabel('Language of messages and pages').selectOption('ta');
  await page.getByRole('button', { name: 'Save' }).click();
  // A new language loads the page again in it.
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  await expect(page.getByRole('heading', { name: 'எனது கணக்கு', level: 1 })).toBeVisible();
  await expect(page.getByLabel('என் கோரிக்கைகள் பற்றி மின்னஞ்சல் அனுப்புங்கள்')).not.toBeChecked();
  await expect(page.getByLabel('என் கோரிக்கைகள் பற்றி SMS அனுப்புங்கள்')).toBeChecked();
  await expect(page.getByLabel('கைபேசி எண்')).toHaveValue('9876543210');
  await expectNoSeriousA11yViolations(page);
});

test('a forgotten password: the link from the email sets a new one, which signs in', async ({ page, request, portalWithEmail: { baseURL, smtp } }) => {
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
