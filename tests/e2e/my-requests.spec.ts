import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { attachBirthDocuments, fillBirth, fillGrievance } from './support/citizen-forms';
import { resolveGrievanceAsClerk } from './support/clerk';
import { confirmationPanel } from './support/confirmation';
import { FIRST_ADMIN } from './support/first-admin';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signInByApi, tokenByApi } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';
import { screenshotForReview } from './support/tamil';

/*
 * My requests: what the device keeps of a person's requests, offline and after. An
 * application's confirmation and its page are in certificates.spec.ts, a payment's in
 * taxes.spec.ts, a grievance's without an account in grievances.spec.ts, My requests in Tamil in
 * tamil-outbox-login.spec.ts.
 */

test.use({ viewport: { width: 360, height: 740 } });

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** A citizen signed in on this page, with a grievance of their own sent through the API; its complaint ID. */
async function citizenWithGrievance(
  page: Page,
  request: APIRequestContext,
): Promise<{ username: string; password: string; complaintId: string }> {
  const account = newCitizen();
  await registerByApi(request, account);
  const response = await request.post('/api/grievances', {
    headers: { authorization: `Bearer ${await tokenByApi(request, account)}` },
    data: { name: unique('Selvi'), email: 'selvi@example.in', subject: 'water', message: 'No water supply on Well Street since Monday.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  await signInByApi(page, account);
  return { ...account, complaintId: ((await response.json()) as { complaintId: string }).complaintId };
}

/** At 360 px the navigation's links are behind its Menu toggle. */
async function openMenu(page: Page) {
  await mainNav(page).getByText('Menu', { exact: true }).click();
}

/** How many copies of requests and confirmations the device's store holds. */
async function copiesOnDevice(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('portal-offline');
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('copies')) return resolve(0);
      const count = db.transaction('copies').objectStore('copies').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    };
    open.onerror = () => reject(open.error);
  });
}

const OFFLINE_COPY = /^Offline: shown as of /;

test.describe('with the app stored for offline use', () => {
  // Only here does the service worker run: pages are opened and reloaded without a connection.
  test.use({ serviceWorkers: 'allow' });

  test('My requests without a connection: the list and a request read from the copy, a grievance queued offline listed as waiting until it is delivered, a change of status counted, and nothing left after sign-out', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const { complaintId } = await citizenWithGrievance(page, request);
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    // Once a page of My requests is on screen it is kept on the device: it can be left at once.
    await page.goto('/my-requests');
    const grievanceLink = page.getByRole('region', { name: 'Grievances' }).getByRole('link', { name: `Water ${complaintId}` });
    await grievanceLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your grievance' })).toBeVisible();
    await expect(page.getByText(complaintId).first()).toBeVisible();
    await page.goto('/grievances');

    // Offline, a new grievance waits to be sent, on a page of its own.
    await context.setOffline(true);
    const waitingName = unique('Selvi Waiting');
    await fillGrievance(page, waitingName);
    await page.getByRole('button', { name: 'Submit Grievance' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await expect(waiting).toContainText(waitingName);
    await expect(waiting).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshotForReview(page, 'grievance-waiting-360');
    const waitingUrl = page.url();

    // My requests lists it as waiting, and the rest from the copy.
    await openMenu(page);
    await mainNav(page).getByRole('link', { name: 'My requests' }).click();
    await expect(page.getByRole('region', { name: 'Waiting to send' }).getByRole('link', { name: new RegExp(waitingName) })).toBeVisible();
    await expect(page.getByText(OFFLINE_COPY)).toBeVisible();
    await expect(grievanceLink).toBeVisible();

    // A reload without a connection reads the same copy, and so does the request's own page.
    await page.reload();
    await expect(page.getByText(OFFLINE_COPY)).toBeVisible();
    await grievanceLink.click();
    await expect(page.getByText(OFFLINE_COPY)).toBeVisible();
    await expect(page.getByText(complaintId).first()).toBeVisible();
    await screenshotForReview(page, 'grievance-offline-360');

    // Back online, the waiting page becomes the grievance's confirmation once it is delivered.
    await page.goto(waitingUrl);
    await expect(page.getByRole('region', { name: 'Waiting to send' })).toBeVisible();
    await context.setOffline(false);
    await expect(confirmationPanel(page, 'Grievance submitted')).toContainText(
      'Grievance submitted successfully! Your complaint ID: GRV-',
      { timeout: 20_000 },
    );

    // A clerk resolves the first one: the My requests link counts it until the list is looked at.
    await resolveGrievanceAsClerk(request, complaintId);
    await page.goto('/');
    // On a phone the menu is closed: its button says there is news before it is opened.
    await expect(mainNav(page).locator('summary')).toContainText('Menu1 (1 request changed status)', { timeout: 15_000 });
    await screenshotForReview(page, 'menu-count-360');
    await openMenu(page);
    await expect(mainNav(page).getByRole('link', { name: 'My requests (1 request changed status)' })).toBeVisible({ timeout: 15_000 });
    await mainNav(page)
      .getByRole('link', { name: /^My requests/ })
      .click();
    await expect(page.getByRole('region', { name: 'Grievances' }).getByRole('listitem').filter({ hasText: complaintId })).toContainText(
      'Resolved',
    );
    await openMenu(page);
    await expect(mainNav(page).getByRole('link', { name: 'My requests', exact: true })).toBeVisible();

    // Signing out leaves none of it on the device.
    // Logout looks for unsent requests first, then leads home: the menu is opened there.
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await openMenu(page);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(copiesOnDevice)).toBe(0);
  });
});

const DETAILS_LATER = "The request's details could not be loaded yet. They appear here as soon as the connection is back.";

test('an application accepted just before the connection drops: its reference and due date at once, its details as soon as the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const account = newCitizen();
  await registerByApi(request, account);
  await signInByApi(page, account);
  const childName = unique('Meena');

  // No service worker stores the app here: the confirmation's code must arrive while the form is open.
  await page.goto('/certificates/birth');
  await fillBirth(page, childName);
  await attachBirthDocuments(page);
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/my-application-page-[\w-]+\.js$/.test(entry.name))),
    )
    .toBe(true);

  // The server accepts the application (201), and the connection drops before anything else.
  await page.route('**/api/birth-certificate', async (route) => {
    const accepted = await route.fetch();
    await context.setOffline(true);
    await route.fulfill({ response: accepted });
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('region', { name: 'Check your answers before sending' }).getByRole('button', { name: 'Submit Application' }).click();

  const confirmation = confirmationPanel(page, 'Application submitted');
  await expect(confirmation).toContainText(/Your reference number is BIR-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const reference = (await confirmation.locator('span').last().textContent()) ?? '';
  await expect(page.getByText(/The office checks your application and answers by \d+ \w+ \d{4}\./)).toBeVisible();
  // The record cannot be read yet: said below the confirmation.
  await expect(page.getByText(DETAILS_LATER)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' })).toHaveCount(0);
  await screenshotForReview(page, 'application-confirmation-offline-360');

  // Back online, the record is read at once, without Try again, under the same confirmation.
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText(childName);
  await expect(page.getByText(DETAILS_LATER)).toHaveCount(0);
  await expect(confirmation).toContainText(reference);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(reference);
});

test('a session ended on another device leaves no copy of My requests on this one', async ({ page, request }) => {
  const account = await citizenWithGrievance(page, request);
  await page.goto('/my-requests');
  await expect(page.getByRole('region', { name: 'Grievances' }).getByRole('link', { name: `Water ${account.complaintId}` })).toBeVisible();
  // Kept before it was shown.
  expect(await page.evaluate(copiesOnDevice)).toBeGreaterThan(0);

  // On another device the citizen signs out of every device (their phone was lost, say).
  const login = await request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  const other = (await login.json()) as { token: string; refreshToken: string };
  const ended = await request.post('/api/auth/logout-everywhere', {
    data: { refreshToken: other.refreshToken },
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(ended.status()).toBe(204);

  // This device learns it at its next look at the server, and forgets what it kept for the session.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Login' })).toBeVisible();
  await openMenu(page);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBe(0);
});

test("a kiosk's 'Finish and clear' leaves no confirmation on the device", async ({ page }) => {
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Turn on kiosk mode' }).click();
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  await openMenu(page);
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/grievances');
  await fillGrievance(page, 'Selvi Kiosk');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(confirmationPanel(page, 'Grievance submitted')).toContainText('Your complaint ID: GRV-');
  const confirmationUrl = page.url();
  expect(await page.evaluate(copiesOnDevice)).toBe(1);

  await page.getByRole('button', { name: 'Finish and clear' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBe(0);
  await page.goto(confirmationUrl);
  await expect(page.getByText('There is nothing to show here.', { exact: false })).toBeVisible();
  await expect(confirmationPanel(page, 'Grievance submitted')).toHaveCount(0);
});
