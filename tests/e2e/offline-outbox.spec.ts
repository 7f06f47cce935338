import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_SETUP_KEY, FIRST_ADMIN, storedBirths, storedGrievances } from './support/first-admin';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signIn } from './support/fixtures';
import { needsAttention, openOutbox, queueBirth, queueGrievance, sent, waitingToBeSent } from './support/outbox';
import { startOwnServer } from './support/own-server';
import { waitForServiceWorkerControl } from './support/service-worker';

// Offline use and the installed app are what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Opens each page once through the menu so their code is in the tab before the connection goes (no service worker here). */
async function warmUp(page: Page) {
  await page.goto('/');
  for (const name of ['Outbox', 'Grievances', 'Certificates']) {
    await mainNav(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Birth', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
  // Stored for offline use: a submission queued from now on opens its "Waiting to send" page.
  await waitForServiceWorkerControl(page);
}

test('submitted offline, a birth application and a grievance wait in the outbox and each arrives exactly once', async ({ page, context, request }) => {
  const childName = unique('Meena');
  const person = unique('Selvi');
  await warmUp(page);

  await context.setOffline(true);
  await queueBirth(page, childName);
  await expect(page.getByRole('region', { name: 'Waiting to send' })).toContainText(`Birth certificate application — ${childName}`);
  await page.goBack();
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('');
  await queueGrievance(page, person);

  await openOutbox(page);
  const birthItem = waitingToBeSent(page).getByRole('listitem').filter({ hasText: `Birth certificate application — ${childName}` });
  const grievanceItem = waitingToBeSent(page).getByRole('listitem').filter({ hasText: `Grievance about Water — ${person}` });
  await expect(birthItem).toContainText('Queued');
  await expect(grievanceItem).toContainText('Queued');
  await expectNoSeriousA11yViolations(page);
  expect(await storedBirths(request, childName)).toHaveLength(0);

  await context.setOffline(false);
  await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible({ timeout: 15_000 });
  const sentBirth = sent(page).getByRole('listitem').filter({ hasText: childName });
  const sentGrievance = sent(page).getByRole('listitem').filter({ hasText: person });
  await expect(sentBirth).toContainText(/Reference number: [A-Z]{3}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  await expect(sentGrievance).toContainText(/Complaint ID: \S+/);

  const births = await storedBirths(request, childName);
  const grievances = await storedGrievances(request, person);
  expect(births).toHaveLength(1);
  expect(births[0]?.documents.map((document) => document.name)).toEqual(['hospital-record.pdf', 'ration-card.png']);
  expect(grievances).toHaveLength(1);
  await expect(sentBirth).toContainText(births[0]?.reference ?? 'missing');
  await expect(sentGrievance).toContainText(grievances[0]?.complaintId ?? 'missing');
  await expectNoSeriousA11yViolations(page);
});

test('an answer lost after the server stored the application: the outbox retry does not make a second one', async ({ page, request }) => {
  const childName = unique('Kavin');
  let attempts = 0;
  await page.route('**/api/birth-certificate', async (route) => {
    attempts += 1;
    if (attempts === 1) {
      // The request reaches the server and is stored; the answer never comes back.
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    // Passed on through fetch (route.continue() stalls on a multipart body with files in this Chromium).
    await route.fulfill({ response: await route.fetch() });
  });

  await warmUp(page);
  await queueBirth(page, childName);

  await openOutbox(page);
  const sentBirth = sent(page).getByRole('listitem').filter({ hasText: childName });
  await expect(sentBirth).toContainText(/Reference number: /, { timeout: 15_000 });
  expect(attempts).toBe(2);

  const births = await storedBirths(request, childName);
  expect(births).toHaveLength(1);
  await expect(sentBirth).toContainText(births[0]?.reference ?? 'missing');
});

test("a refused submission waits in 'Needs attention' with the server's message, and can be opened, corrected and sent", async ({ page, request }) => {
  const person = unique('Muthu');
  let attempts = 0;
  await page.route('**/api/grievances', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    // First the line drops; then the portal refuses what was queued.
    if (attempts === 1) return route.abort('internetdisconnected');
    return route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: 'The message mentions a ward that does not exist' }) });
  });

  await warmUp(page);
  await queueGrievance(page, person);

  await openOutbox(page);
  const attention = needsAttention(page);
  const item = attention.getByRole('listitem').filter({ hasText: person });
  await expect(item).toContainText('The portal could not accept it: The message mentions a ward that does not exist', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  await page.unroute('**/api/grievances');
  await item.getByRole('button', { name: 'Open and correct' }).click();
  await expect(page.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(person);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('No water supply on Well Street since Monday.');
  await page.getByLabel('Message', { exact: true }).fill('No water supply on Well Street, Ward 9, since Monday.');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page.getByRole('region', { name: 'Grievance submitted' })).toContainText('Grievance submitted successfully!');

  expect(await storedGrievances(request, person)).toHaveLength(1);
  await mainNav(page).getByRole('link', { name: 'Outbox' }).click();
  await expect(needsAttention(page)).toHaveCount(0);
});

test("a refused submission the person no longer wants is deleted after a second 'Yes', and never sent", async ({ page, request }) => {
  const person = unique('Valli');
  let refusals = 0;
  await page.route('**/api/grievances', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    refusals += 1;
    if (refusals === 1) return route.abort('internetdisconnected');
    return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Subject is not one of the listed subjects' }) });
  });

  await warmUp(page);
  await queueGrievance(page, person);

  await openOutbox(page);
  // How much the app keeps on the device is shown next to 'Send now'.
  await expect(page.getByText(/This app stores \d+(\.\d)? (B|KB|MB|GB) on this device\./)).toBeVisible();
  const attention = needsAttention(page);
  const item = attention.getByRole('listitem').filter({ hasText: person });
  await expect(item).toContainText('Subject is not one of the listed subjects', { timeout: 15_000 });

  // 'Delete' asks once more; 'Keep it' changes nothing.
  await item.getByRole('button', { name: 'Delete' }).click();
  await item.getByRole('group', { name: /^Delete / }).getByRole('button', { name: 'Keep it' }).click();
  await expect(item.getByRole('button', { name: 'Open and correct' })).toBeVisible();
  await item.getByRole('button', { name: 'Delete' }).click();
  await item.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(attention).toHaveCount(0);
  await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();

  // Gone for good: a reload brings nothing back, and the server never got it.
  await page.unroute('**/api/grievances');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();
  await expect(page.getByText(person)).toHaveCount(0);
  expect(await storedGrievances(request, person)).toHaveLength(0);
});

test('a server failure (500) is retried on its own after a pause, and the grievance arrives once', async ({ page, request }) => {
  const person = unique('Arul');
  let attempts = 0;
  await page.route('**/api/grievances', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    if (attempts === 1) return route.abort('internetdisconnected');
    if (attempts === 2) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) });
    return route.continue();
  });

  await warmUp(page);
  await queueGrievance(page, person);

  await openOutbox(page);
  await expect(sent(page).getByRole('listitem').filter({ hasText: person })).toContainText(/Complaint ID: \S+/, { timeout: 15_000 });
  expect(attempts).toBe(3);
  expect(await storedGrievances(request, person)).toHaveLength(1);
});

test('a queued application goes once its bearer token is renewed; one whose session was ended elsewhere waits for the next sign-in, then goes once', async ({ browser, playwright }, testInfo) => {
  // A server of its own whose bearer tokens last one minute (the least it allows): the token the
  // first application was queued with really expires while the device is offline.
  test.setTimeout(240_000);
  const server = await startOwnServer(Number(process.env.E2E_PORT ?? 4173) + 100 + testInfo.workerIndex, { JWT_EXPIRES_IN: '1m' });
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const setup = await api.post('/api/admin-auth/setup', { data: { ...FIRST_ADMIN, confirmPassword: FIRST_ADMIN.password, setupKey: E2E_SETUP_KEY } });
    expect(setup.status(), await setup.text()).toBe(201);
    const citizen = newCitizen();
    await registerByApi(api, citizen);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const renewedName = unique('Kavin');
    const childName = unique('Nila');

    await signIn(page, citizen);
    await expect(page.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('portal.token'));
    await warmUp(page);
    await context.setOffline(true);
    await queueBirth(page, renewedName);
    await openOutbox(page);
    const renewedItem = waitingToBeSent(page).getByRole('listitem').filter({ hasText: `Birth certificate application — ${renewedName}` });
    await expect(renewedItem).toContainText('Queued');

    // Still offline, the bearer token the application was queued with runs out. The session
    // itself (its renewal token) is still valid: back online, the token is renewed and the
    // application goes without asking the person anything.
    await expect
      .poll(async () => (await api.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status(), { timeout: 120_000, intervals: [5_000] })
      .toBe(401);
    await context.setOffline(false);
    await expect(sent(page).getByRole('listitem').filter({ hasText: renewedName })).toContainText(/Reference number: /, { timeout: 15_000 });
    await expect(page.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
    expect(await storedBirths(api, renewedName)).toHaveLength(1);

    // Offline again, the next application is queued; meanwhile the session is ended on the
    // server.
    await context.setOffline(true);
    await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
    await page.getByRole('link', { name: 'Birth', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
    await queueBirth(page, childName);
    await openOutbox(page);
    const item = waitingToBeSent(page).getByRole('listitem').filter({ hasText: `Birth certificate application — ${childName}` });
    await expect(item).toContainText('Queued');
    // The person changes their password on another device: every other session ends.
    const elsewhere = await api.post('/api/auth/login', { data: { username: citizen.username, password: citizen.password } });
    const newPassword = 'a new passphrase after all';
    const changed = await api.post('/api/auth/password', {
      headers: { Authorization: `Bearer ${((await elsewhere.json()) as { token: string }).token}` },
      data: { currentPassword: citizen.password, password: newPassword, confirmPassword: newPassword },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // Back online, the server refuses the session and the app shows the person signed out. What
    // they queued is theirs: not shown to whoever uses the device next, and not sent anonymously.
    await context.setOffline(false);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
    await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();
    await expect(sent(page).getByText(childName)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(await storedBirths(api, childName)).toHaveLength(0);

    // Signing in again: the application goes with the new session, once.
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'User Login', level: 1 })).toBeVisible();
    await page.getByLabel('Username or Email').fill(citizen.username);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Outbox' }).click();
    const sentBirth = sent(page).getByRole('listitem').filter({ hasText: childName });
    await expect(sentBirth).toContainText(/Reference number: /, { timeout: 15_000 });
    await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();
    const births = await storedBirths(api, childName);
    expect(births).toHaveLength(1);
    await expect(sentBirth).toContainText(births[0]?.reference ?? 'missing');
    await context.close();
  } finally {
    await api.dispose();
    await server.stop();
  }
});
