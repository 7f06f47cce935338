import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { attachBirthDocuments, fillBirth, fillGrievance, sendAfterCheckingAnswers } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signIn } from './support/fixtures';
import { FIRST_ADMIN, adminToken } from './support/first-admin';
import { waitForServiceWorkerControl } from './support/service-worker';
import { chooseTamil, expectNoSidewaysOverflow } from './support/tamil';

// Offline use and the installed app are what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/* Issue 23: the confirmation after a submission, My requests and each request's own page. */

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = process.env.MY_REQUESTS_SHOTS;

/**
 * Screenshots for a person to look at (MY_REQUESTS_SHOTS=<folder>): at 360 px, and at 200 % zoom
 * (a 1280 px window at 200 % lays the page out in 640 CSS pixels, at twice the pixels).
 */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 640, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 740, deviceScaleFactor: 2, mobile: false });
  await expectNoSidewaysOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${name}-zoom200.png`, fullPage: true });
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.detach();
  await page.setViewportSize({ width: 360, height: 740 });
}

function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function signedInCitizen(page: Page) {
  const account = newCitizen();
  await registerByApi(page.request, account);
  await signIn(page, account);
  await expect(mainNav(page).getByText(`Welcome, ${account.username}`)).toBeAttached();
  return account;
}

async function applyForBirth(page: Page, childName: string) {
  await page.goto('/certificates/birth');
  await fillBirth(page, childName);
  await attachBirthDocuments(page);
  await sendAfterCheckingAnswers(page, 'Submit Application');
}

async function payWaterTax(page: Page) {
  await page.goto('/taxes/water');
  await page.getByLabel('Consumer Number').fill('WTR-55501');
  await page.getByLabel('Zone').fill('North');
  await page.getByLabel('Address', { exact: true }).fill('7A Temple Street');
  await page.getByLabel('Bill Month').fill('2026-10');
  await page.getByLabel('Due Date').fill(indiaDate(5));
  await page.getByLabel('Amount (₹)').fill('320');
  await page.getByLabel('Payment Method').selectOption({ label: 'UPI' });
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
}

/** At 360 px the navigation's links are behind its Menu toggle. */
async function openMenu(page: Page) {
  await mainNav(page).getByText('Menu', { exact: true }).click();
}

const panel = (page: Page) => page.getByRole('region', { name: /submitted|received/ });

test('a signed-in citizen applies, lands on the confirmation, reloads, and finds it in My requests', async ({ page }) => {
  await signedInCitizen(page);
  await applyForBirth(page, 'Meena Confirmed');

  await expect(page).toHaveURL(/\/my-requests\/applications\/birth\/[^/]+$/);
  const confirmation = panel(page);
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(confirmation).toContainText('Application submitted successfully!');
  const reference = (await confirmation.locator('span').last().textContent()) ?? '';
  expect(reference).toMatch(/^BIR-/);
  await expect(page.getByText(/The office checks your application and answers by \d+ \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See it any time in My requests.' })).toBeVisible();
  // The answers, with the documents' names and the history.
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Meena Confirmed');
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('hospital-record.pdf');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'application-confirmation');

  await page.reload();
  await expect(panel(page)).toContainText(reference);

  await openMenu(page);
  await mainNav(page).getByRole('link', { name: 'My requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('link', { name: `Birth Certificate Application ${reference}` })).toBeVisible();
  await expect(applications).toContainText('Answer due by');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'my-requests');

  await applications.getByRole('link', { name: `Birth Certificate Application ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Birth Certificate Application' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Meena Confirmed');
  await shoot(page, 'application-page');
});

test('a paid tax shows its receipt on its own page, after a reload too', async ({ page }) => {
  await signedInCitizen(page);
  await payWaterTax(page);

  await expect(page).toHaveURL(/\/my-requests\/payments\/[^/]+$/);
  await expect(panel(page)).toContainText('Payment successful and verified!');
  await expect(panel(page)).toBeFocused();
  const receipt = page.getByRole('region', { name: 'Payment Receipt' });
  await expect(receipt).toContainText('WTR-55501');
  await expect(receipt).toContainText('₹320.00');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'payment-confirmation');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment Receipt' })).toContainText('WTR-55501');

  await page.goto('/my-requests');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Paid');
  await payments.getByRole('link', { name: /^Water Tax Payment / }).click();
  await expect(page.getByRole('region', { name: 'Payment Receipt' })).toContainText('₹320.00');
});

test('a grievance without an account: its confirmation is kept on the device for a reload', async ({ page }) => {
  await page.goto('/grievances');
  await fillGrievance(page, 'Selvi Anonymous');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();

  await expect(page).toHaveURL(/\/grievances\/submitted\/GRV-/);
  const confirmation = panel(page);
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText('Grievance submitted successfully! Your complaint ID: GRV-');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'grievance-confirmation');

  await page.reload();
  await expect(panel(page)).toContainText('Your complaint ID: GRV-');
});

test('My requests reads offline from its last copy, and sign-out leaves none of it', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await signedInCitizen(page);
  await page.goto('/grievances');
  await fillGrievance(page, 'Selvi Offline');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page).toHaveURL(/\/my-requests\/grievances\/GRV-/);
  const complaintId = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByText('Pending').first()).toBeVisible();

  await page.goto('/my-requests');
  await expect(page.getByRole('region', { name: 'Grievances' }).getByRole('link', { name: `Water ${complaintId}` })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline: shown as of /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Grievances' }).getByRole('link', { name: `Water ${complaintId}` })).toBeVisible();
  await page.getByRole('region', { name: 'Grievances' }).getByRole('link', { name: `Water ${complaintId}` }).click();
  await expect(page.getByText(/^Offline: shown as of /)).toBeVisible();
  await expect(page.getByText(complaintId).first()).toBeVisible();
  await shoot(page, 'grievance-offline');

  await context.setOffline(false);
  await openMenu(page);
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await openMenu(page);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBe(0);
});

test('a session ended on another device leaves no copy of My requests on this one', async ({ page }) => {
  const account = await signedInCitizen(page);
  await page.goto('/grievances');
  await fillGrievance(page, 'Selvi Elsewhere');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page).toHaveURL(/\/my-requests\/grievances\/GRV-/);
  await page.goto('/my-requests');
  await expect(page.getByRole('region', { name: 'Grievances' }).getByRole('link', { name: /^Water GRV-/ })).toBeVisible();
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBeGreaterThan(0);

  // On another device the citizen signs out of every device (their phone was lost, say).
  const login = await page.request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  const other = (await login.json()) as { token: string; refreshToken: string };
  const ended = await page.request.post('/api/auth/logout-everywhere', { data: { refreshToken: other.refreshToken }, headers: { authorization: `Bearer ${other.token}` } });
  expect(ended.status()).toBe(204);

  // This device learns it at its next look at the server, and forgets what it kept for the session.
  await page.reload();
  await openMenu(page);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBe(0);
});

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

test('My requests in Tamil', async ({ page, context, baseURL }) => {
  await chooseTamil(context, baseURL);
  const account = newCitizen();
  await registerByApi(page.request, account);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const submit = page.getByRole('button', { name: 'உள்நுழைய' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('பயனர் பெயர் அல்லது மின்னஞ்சல்', { exact: true }).fill(account.username);
  await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(account.password);
  await submit.click();
  const nav = page.getByRole('navigation', { name: 'முதன்மை' });
  await expect(nav.getByText(`வணக்கம், ${account.username}`)).toBeAttached();
  await nav.getByText('பட்டியல்', { exact: true }).click();
  await nav.getByRole('link', { name: 'எனது கோரிக்கைகள்' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'எனது கோரிக்கைகள்' })).toBeVisible();
  await expect(page.getByText('இதுவரை விண்ணப்பம் இல்லை.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'my-requests-tamil');
});

test('the My requests link counts the requests whose status changed since the list was looked at', async ({ page, request }) => {
  await signedInCitizen(page);
  const name = `Selvi Badge ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/grievances');
  await fillGrievance(page, name);
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page).toHaveURL(/\/my-requests\/grievances\/GRV-/);
  await page.goto('/my-requests');
  await expect(page.getByRole('region', { name: 'Grievances' })).toContainText('Pending');

  // A clerk resolves it.
  const token = await adminToken(request);
  const list = await request.get('/api/admin/list?limit=200', { headers: { authorization: `Bearer ${token}` } });
  const rows = ((await list.json()) as { data: { grievances: { _id: string; name: string }[] } }).data.grievances;
  const row = rows.find((candidate) => candidate.name === name);
  const resolved = await request.post(`/api/admin/grievances/${row?._id ?? ''}/status`, { headers: { authorization: `Bearer ${token}` }, data: { status: 'Resolved' } });
  expect(resolved.status(), await resolved.text()).toBe(200);

  await page.goto('/');
  await openMenu(page);
  await expect(mainNav(page).getByRole('link', { name: 'My requests (1 request changed status)' })).toBeVisible({ timeout: 15_000 });
  await mainNav(page).getByRole('link', { name: /^My requests/ }).click();
  await expect(page.getByRole('region', { name: 'Grievances' })).toContainText('Resolved');
  await openMenu(page);
  await expect(mainNav(page).getByRole('link', { name: 'My requests', exact: true })).toBeVisible();
});

test("a kiosk's 'Finish and clear' leaves no confirmation on the device", async ({ page }) => {
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await page.getByRole('button', { name: 'Turn on kiosk mode' }).click();
  await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
  await openMenu(page);
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();

  await page.goto('/grievances');
  await fillGrievance(page, 'Selvi Kiosk');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(panel(page)).toContainText('Your complaint ID: GRV-');
  const confirmationUrl = page.url();
  expect(await page.evaluate(copiesOnDevice)).toBe(1);

  await page.getByRole('button', { name: 'Finish and clear' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBe(0);
  await page.goto(confirmationUrl);
  await expect(page.getByText('There is nothing to show here.', { exact: false })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
});

test('a grievance queued offline is listed as waiting, and its page becomes the confirmation once delivered', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await signedInCitizen(page);
  await page.goto('/my-requests');
  // Loaded, so kept on the device: offline, the list is shown from this copy. The three lists'
  // copies are written just after they show; leaving the page before that would lose them.
  await expect(page.getByRole('region', { name: 'Grievances' }).getByText('No grievances yet.')).toBeVisible();
  await expect.poll(() => page.evaluate(copiesOnDevice)).toBeGreaterThanOrEqual(3);
  await page.goto('/grievances');

  await context.setOffline(true);
  await fillGrievance(page, 'Selvi Waiting');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  const waiting = page.getByRole('region', { name: 'Waiting to send' });
  await expect(waiting).toContainText('Selvi Waiting');
  await expect(waiting).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'grievance-waiting');
  const waitingUrl = page.url();

  await openMenu(page);
  await mainNav(page).getByRole('link', { name: 'My requests' }).click();
  const listed = page.getByRole('region', { name: 'Waiting to send' });
  await expect(listed.getByRole('link', { name: /Selvi Waiting/ })).toBeVisible();
  await expect(page.getByText(/^Offline: shown as of /)).toBeVisible();

  await page.goto(waitingUrl);
  await expect(page.getByRole('region', { name: 'Waiting to send' })).toBeVisible();
  await context.setOffline(false);
  await expect(panel(page)).toContainText('Grievance submitted successfully! Your complaint ID: GRV-', { timeout: 20_000 });
});
