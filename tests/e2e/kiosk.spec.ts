import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, mainNav, signInByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

/** An admin makes this browser a kiosk from the dashboard, then signs out for the public. */
async function makeKiosk(page: Page) {
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Turn on kiosk mode' }).click();
  await expect(page.getByRole('region', { name: 'This device' })).toContainText('Kiosk mode is on');
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
}

/** What a kiosk's form says of what is entered: never that a draft is kept on the device. */
const KIOSK_NOTE =
  'This is a shared device: what you enter here is deleted when you press Finish and clear, or after two minutes without use.';

/** A grievance typed but not sent, on a kiosk. */
async function startGrievance(page: Page, name: string) {
  await page.goto('/grievances');
  await expect(page.getByText(KIOSK_NOTE)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Message', { exact: true }).fill('Street light broken near the bus stand.');
  await expect(page.getByText(/Draft saved on this device/)).toHaveCount(0);
}

/** 'Finish and clear' on a form with input not yet sent: it asks first, naming what would be lost. */
async function finishAndClear(page: Page) {
  await page.getByRole('button', { name: 'Finish and clear' }).click();
  const ask = page.getByRole('dialog', { name: 'Clear what you entered?' });
  await expect(ask).toContainText('the grievance you started');
  await ask.getByRole('button', { name: 'Yes, clear it' }).click();
}

async function expectNothingLeft(page: Page) {
  await page.goto('/grievances');
  await expect(page.locator('[aria-busy="false"]').filter({ hasText: KIOSK_NOTE })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
}

/*
 * A kiosk kept in localStorage before the setting moved to IndexedDB stays one: a unit test
 * (tests/unit/client/device-settings.test.ts), as is the storage note under a form
 * (tests/unit/offline/draft-storage-note.test.tsx).
 */

test("a kiosk between people: 'Finish and clear' asks before it wipes what one person left, and two idle minutes end a session", async ({
  page,
}) => {
  // The idle timers run on the page's clock, moved on by the test: no real minutes pass.
  await page.clock.install();
  await makeKiosk(page);
  await startGrievance(page, 'Priya Unsent');

  // A form with input not yet sent: it asks first, with the focus on Cancel, and Cancel keeps it.
  await page.getByRole('button', { name: 'Finish and clear' }).click();
  const ask = page.getByRole('dialog', { name: 'Clear what you entered?' });
  await expect(ask).toContainText('This has not been sent and will be deleted from this device:');
  await expect(ask.getByRole('listitem')).toHaveText(['the grievance you started']);
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Priya Unsent');

  await finishAndClear(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('The last session was cleared from this device. You can start.')).toBeVisible();
  // Nothing of the person is left in localStorage; the device's settings (IndexedDB, which the wipe
  // leaves alone) keep it a kiosk for the next person.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('portal.'))
          .sort(),
      ),
    )
    .toEqual([]);
  await expectNothingLeft(page);
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();

  // With nothing typed, it clears at once; a person who chose Tamil leaves the kiosk in its own
  // language (English, the page's when it was made a kiosk) for the next one.
  await mainNav(page).getByRole('link', { name: 'தமிழ்', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: 'முடித்து அழிக்க' }).click();
  await expect(page.getByText('The last session was cleared from this device. You can start.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('dialog', { name: 'Clear what you entered?' })).toBeHidden();

  // Someone signed in who walks away: after two minutes without input a 30-second warning, then
  // sign-out and the wipe.
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await startGrievance(page, 'Arul Idle');
  await expect(mainNav(page).getByText(`Welcome, ${FIRST_ADMIN.username}`)).toBeVisible();
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

test('a one-time kiosk link from the dashboard makes a fresh browser a kiosk, once', async ({ page, browser }) => {
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Create a one-time kiosk link' }).click();
  const created = page.getByRole('status').filter({ hasText: 'Open this link on the tablet before' });
  await expect(created).toContainText('It works once.');
  const link = (await created.getByText(/\/kiosk\//).textContent()) ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/kiosk\/[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  // The clerk's own browser is not made a kiosk by creating a link.
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toHaveCount(0);

  const tablet = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const onTablet = await tablet.newPage();
  await onTablet.goto(link);
  await expect(onTablet.getByRole('status').filter({ hasText: 'Kiosk mode is on.' })).toBeVisible();
  await expect(onTablet.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  await expectNoSeriousA11yViolations(onTablet);
  // Nobody signed in on the tablet, and it stays a kiosk for the next page and the next person.
  await mainNav(onTablet).getByText('Menu').click();
  await expect(mainNav(onTablet).getByRole('link', { name: 'Login' })).toBeVisible();
  await onTablet.goto('/grievances');
  await expect(onTablet.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  await tablet.close();

  const another = await browser.newContext();
  const second = await another.newPage();
  await second.goto(link);
  await expect(second.getByRole('alert')).toContainText('This kiosk link has already been used.');
  await expect(second.getByRole('button', { name: 'Finish and clear' })).toHaveCount(0);
  await another.close();
});
