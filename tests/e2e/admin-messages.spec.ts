import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi, signInByApi, tokenByApi } from './support/fixtures';
import { applyForBirthByApi } from './support/citizen-forms';
import { FIRST_ADMIN } from './support/first-admin';
import { lookAt } from './support/shots';

/* The clerk sees the messages sent to citizens, and sends one again. */

test('a clerk finds the email a citizen was sent about their application, and sends it again; in Tamil on a phone too', async ({
  page,
}) => {
  const account = newCitizen();
  await registerByApi(page.request, account);
  const { id } = await applyForBirthByApi(page.request, 'Message Child', { token: await tokenByApi(page.request, account) });

  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Messages to citizens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages to Citizens' })).toBeVisible();

  // The worker sends within a second or two; the page shows what it found when it loaded. After
  // each reload the list is waited for (the session check and the list's call come first, seconds
  // on a busy machine), then the row is read as it stands.
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Application received');
  await expect(row).toContainText('Email');
  // No email service is set up in the tests: the page says that nothing left the server.
  await expect(row).toContainText('Logged only: no email or SMS service is set up');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `Resend Application received to ${account.email}` }).click();
  await expect(page.getByText(`The message to ${account.email} is queued to be sent again.`)).toBeVisible();

  // The application's own page lists what its citizen was told.
  await page.goto(`/admin/applications/birth/${id}`);
  const told = page.getByRole('region', { name: 'Messages to the citizen' });
  await expect(told).toContainText('Application received');
  await expect(told).toContainText(account.email);
  await page.goBack();

  // Only the failed ones: this one is not among them.
  await page.getByLabel('Show').selectOption({ label: 'Failed' });
  await expect(page.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);

  // In Tamil, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  // By the address, not the switch: the switch would keep Tamil on the shared clerk's account,
  // and every other file that signs that clerk in would then see the dashboard in Tamil.
  await page.goto('/ta/admin/messages');
  await expect(page).toHaveURL('/admin/messages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: 'குடிமக்களுக்கான செய்திகள்' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: account.email })).toContainText('விண்ணப்பம் பெறப்பட்டது');
  // The table scrolls sideways in its own region on a phone, as the dashboard's do; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'admin-messages-ta-360');
});
