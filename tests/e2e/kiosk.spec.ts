import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { noDraftNote } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, mainNav, signIn } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

/** An admin makes this browser a kiosk from the dashboard, then signs out for the public. */
async function makeKiosk(page: Page) {
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await page.getByRole('button', { name: 'Turn on kiosk mode' }).click();
  await expect(page.getByRole('region', { name: 'This device' })).toContainText('Kiosk mode is on');
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
}

/** A grievance typed but not sent: its draft is on the device. */
async function startGrievance(page: Page, name: string) {
  await page.goto('/grievances');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Message', { exact: true }).fill('Street light broken near the bus stand.');
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();
}

async function expectNothingLeft(page: Page) {
  await page.goto('/grievances');
  await expect(noDraftNote(page)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
}

test("'Finish and clear' wipes what one person left before the next", async ({ page }) => {
  await makeKiosk(page);
  await startGrievance(page, 'Selvi Kiosk');

  await page.getByRole('button', { name: 'Finish and clear' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('The last session was cleared from this device. You can start.')).toBeVisible();
  // Nothing of the person is left in localStorage; the device's settings (IndexedDB, which the wipe
  // leaves alone) keep it a kiosk for the next person.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.')).sort())).toEqual([]);
  await expectNothingLeft(page);
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
});

test('after two minutes without input a 30-second warning, then sign-out and the wipe', async ({ page }) => {
  // Sign-in, a form, two accessibility scans and a reload: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.clock.install();
  await makeKiosk(page);
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await startGrievance(page, 'Arul Idle');
  // The kiosk session loads after the page: its idle timer exists once its bar shows.
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();

  await page.clock.fastForward('02:01');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/this session ends in \d+ seconds/);
  await expectNoSeriousA11yViolations(page);
  await warning.getByRole('button', { name: 'I am still here' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Arul Idle');

  await page.clock.fastForward('02:01');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('The last session was cleared from this device. You can start.')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expectNothingLeft(page);
});

test('a tablet made a kiosk before the setting moved to IndexedDB stays a kiosk', async ({ page }) => {
  await page.goto('/');
  // Where kiosk mode was kept until issue 21.
  await page.evaluate(() => localStorage.setItem('portal.kiosk', 'on'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.kiosk'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
});
