import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fillBirth, fillGrievance, sendAfterCheckingAnswers } from './support/citizen-forms';
import { storedBirths, storedGrievances } from './support/first-admin';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signInByApi } from './support/fixtures';
import { phonePhoto } from '../fixtures/grievance-photo';
import { largeScan, photo } from './support/files';
import { needsAttention, openOutbox, queueBirth, queueGrievance, sent, submitToOutbox, waitingToBeSent } from './support/outbox';
import { waitForServiceWorkerControl } from './support/service-worker';

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Opens each page once through the menu, so that its code is in the tab before the connection goes; ends on the birth form. */
async function openEachPage(page: Page) {
  await page.goto('/');
  for (const name of ['Outbox', 'Grievances', 'Certificates']) {
    await mainNav(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Birth', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
}

test.describe('with the app stored for offline use', () => {
  // Only here does the service worker run: a submission queued offline then opens its own
  // "Waiting to send" page, as on a phone that installed the portal.
  test.use({ serviceWorkers: 'allow' });

  async function warmUp(page: Page) {
    await openEachPage(page);
    await waitForServiceWorkerControl(page);
  }

  test('offline, what is sent waits in the outbox and arrives exactly once: without an account, even when the answer to the first try is lost; signed in, once the bearer token is renewed; a session ended elsewhere takes its queue off the device', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const childName = unique('Meena');
    const person = unique('Selvi');
    const citizen = newCitizen();
    await registerByApi(request, citizen);
    // The device's clock is the test's: time is moved on below instead of waited for.
    await page.clock.install();
    await warmUp(page);

    // Without an account: a birth application and a grievance.
    await context.setOffline(true);
    await queueBirth(page, childName);
    await expect(page.getByRole('region', { name: 'Waiting to send' })).toContainText(`Birth certificate application — ${childName}`);
    await page.goBack();
    await expect(page.getByLabel("Child's Full Name")).toHaveValue('');
    await queueGrievance(page, person);

    await openOutbox(page);
    const birthItem = waitingToBeSent(page)
      .getByRole('listitem')
      .filter({ hasText: `Birth certificate application — ${childName}` });
    const grievanceItem = waitingToBeSent(page)
      .getByRole('listitem')
      .filter({ hasText: `Grievance about Water — ${person}` });
    await expect(birthItem).toContainText('Queued');
    await expect(grievanceItem).toContainText('Queued');
    await expectNoSeriousA11yViolations(page);
    expect(await storedBirths(request, childName)).toHaveLength(0);

    // The first try reaches the server, which stores the application, but its answer is lost on
    // the way back: the outbox tries again with the same key and the server makes no second one.
    let attempts = 0;
    await page.route('**/api/birth-certificate', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      // Passed on through fetch (route.continue() stalls on a multipart body with files in this Chromium).
      await route.fulfill({ response: await route.fetch() });
    });
    await context.setOffline(false);
    await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible({ timeout: 15_000 });
    const sentBirth = sent(page).getByRole('listitem').filter({ hasText: childName });
    const sentGrievance = sent(page).getByRole('listitem').filter({ hasText: person });
    await expect(sentBirth).toContainText(/Reference number: [A-Z]{3}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    await expect(sentGrievance).toContainText(/Complaint ID: \S+/);
    expect(attempts).toBe(2);

    const births = await storedBirths(request, childName);
    const grievances = await storedGrievances(request, person);
    expect(births).toHaveLength(1);
    expect(births[0]?.documents.map((document) => document.name)).toEqual(['hospital-record.pdf', 'ration-card.png']);
    expect(grievances).toHaveLength(1);
    await expect(sentBirth).toContainText(births[0]?.reference ?? 'missing');
    await expect(sentGrievance).toContainText(grievances[0]?.complaintId ?? 'missing');
    await expectNoSeriousA11yViolations(page);
    await page.unroute('**/api/birth-certificate');

    // Signed in, on the same device.
    const renewedName = unique('Kavin');
    const endedName = unique('Nila');
    await signInByApi(page, citizen);
    await page.goto('/');
    await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
    await page.getByRole('link', { name: 'Birth', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();

    await context.setOffline(true);
    await queueBirth(page, renewedName);
    await openOutbox(page);
    const renewedItem = waitingToBeSent(page)
      .getByRole('listitem')
      .filter({ hasText: `Birth certificate application — ${renewedName}` });
    await expect(renewedItem).toContainText('Queued');

    // Still offline, the bearer token the application was queued with runs out on the device
    // (the server's tokens last 15 minutes). The session itself (its renewal token) is still
    // valid: back online, the token is renewed and the application goes without asking anything.
    await page.clock.fastForward('16:00');
    await context.setOffline(false);
    await expect(sent(page).getByRole('listitem').filter({ hasText: renewedName })).toContainText(/Reference number: /, {
      timeout: 15_000,
    });
    await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
    expect(await storedBirths(request, renewedName)).toHaveLength(1);

    // Offline again, the next application is queued; meanwhile the session is ended on the server.
    await context.setOffline(true);
    await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
    await page.getByRole('link', { name: 'Birth', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
    await queueBirth(page, endedName);
    await openOutbox(page);
    const item = waitingToBeSent(page)
      .getByRole('listitem')
      .filter({ hasText: `Birth certificate application — ${endedName}` });
    await expect(item).toContainText('Queued');
    // The person changes their password on another device: every other session ends.
    const elsewhere = await request.post('/api/auth/login', { data: { username: citizen.username, password: citizen.password } });
    const newPassword = 'a new passphrase after all';
    const changed = await request.post('/api/auth/password', {
      headers: { Authorization: `Bearer ${((await elsewhere.json()) as { token: string }).token}` },
      data: { currentPassword: citizen.password, password: newPassword, confirmPassword: newPassword },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // Back online, the server refuses the session and the app shows the person signed out. What
    // they queued leaves the device with the session (decision 063): not shown to whoever uses the
    // device next, not sent anonymously, and not sent later either.
    await context.setOffline(false);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
    await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();
    await expect(sent(page).getByText(endedName)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Removed from this device.' })).toContainText(
      '1 request waiting to be sent had not reached the portal',
    );
    await expectNoSeriousA11yViolations(page);

    // Signing in again finds nothing of it on the device, and the portal never received it.
    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'User Login', level: 1 })).toBeVisible();
    await page.getByLabel('Username or Email').fill(citizen.username);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Outbox' }).click();
    await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();
    await expect(sent(page).getByText(endedName)).toHaveCount(0);
    expect(await storedBirths(request, endedName)).toHaveLength(0);
  });

  test('offline, a grievance with a photo waits in the outbox with it, and arrives once with its photo', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const person = unique('Kala');
    await warmUp(page);
    await mainNav(page).getByRole('link', { name: 'Grievances', exact: true }).click();

    await context.setOffline(true);
    await fillGrievance(page, person);
    await page.getByLabel(/^Photo of the problem/).setInputFiles(await phonePhoto());
    await expect(page.getByRole('figure')).toContainText('burst-pipe.jpg');
    await submitToOutbox(page, 'Submit Grievance');
    await openOutbox(page);
    await expect(
      waitingToBeSent(page)
        .getByRole('listitem')
        .filter({ hasText: `Grievance about Water — ${person}` }),
    ).toContainText('Queued');
    expect(await storedGrievances(request, person)).toHaveLength(0);

    await context.setOffline(false);
    await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible({ timeout: 15_000 });
    await expect(sent(page).getByRole('listitem').filter({ hasText: person })).toContainText(/Complaint ID: \S+/);
    const grievances = await storedGrievances(request, person);
    expect(grievances).toHaveLength(1);
    expect(grievances[0]).toMatchObject({ hasPhoto: true });
  });
});

/**
 * Sends this page's requests as a slow phone connection would (Chromium's own throttling, upload
 * included), or none at all; `restore` gives the full connection back.
 */
async function networkOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (offline: boolean, uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: uploadThroughput < 0 ? 0 : 50,
      downloadThroughput: uploadThroughput < 0 ? -1 : 1_000_000,
      uploadThroughput,
    });
  return {
    offline: () => emulate(true, -1),
    slowUpload: (bytesPerSecond: number) => emulate(false, bytesPerSecond),
    restore: () => emulate(false, -1),
  };
}

test("before the app is stored for offline use: a large application's delivery shows how much has gone; refused submissions wait in 'Needs attention' with the server's message, one corrected and sent, the other deleted after a second 'Yes' and never sent", async ({
  page,
  request,
}) => {
  test.slow();
  await openEachPage(page);

  // An application queued without a connection goes when it returns, slow: its share sent shows as it goes.
  const childName = unique('Anbu');
  await fillBirth(page, childName);
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(largeScan('hospital-record.pdf', 600_000));
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('ration-card.png'));
  const network = await networkOf(page);
  await network.offline();
  await sendAfterCheckingAnswers(page, 'Submit Application');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  await openOutbox(page);
  const item = waitingToBeSent(page).getByRole('listitem').filter({ hasText: childName });
  await expect(item).toContainText('Queued');
  await network.slowUpload(60_000);
  const bar = item.getByRole('progressbar', { name: /^Sending: \d+% sent$/ });
  await expect(bar).toBeVisible();
  const first = Number(await bar.getAttribute('value'));
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(first);
  expect(Number(await bar.getAttribute('value'))).toBeLessThanOrEqual(100);
  await expectNoSeriousA11yViolations(page);
  await network.restore();
  await expect(sent(page).getByRole('listitem').filter({ hasText: childName })).toContainText(/Reference number: [A-Z]{3}-/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // Two grievances: the line drops as each is sent, then the portal refuses what was queued.
  const corrected = unique('Muthu');
  const dropped = unique('Valli');
  const refusals: Record<string, { status: number; error: string }> = {
    [corrected]: { status: 422, error: 'The message mentions a ward that does not exist' },
    [dropped]: { status: 400, error: 'Subject is not one of the listed subjects' },
  };
  const tries = new Map<string, number>();
  await page.route('**/api/grievances', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const name = Object.keys(refusals).find((candidate) => (route.request().postData() ?? '').includes(candidate)) ?? '';
    tries.set(name, (tries.get(name) ?? 0) + 1);
    if (tries.get(name) === 1) return route.abort('internetdisconnected');
    const refusal = refusals[name];
    if (!refusal) return route.abort('failed');
    return route.fulfill({ status: refusal.status, contentType: 'application/json', body: JSON.stringify({ error: refusal.error }) });
  });

  await queueGrievance(page, corrected);
  await queueGrievance(page, dropped);

  await openOutbox(page);
  // How much the app keeps on the device is shown next to 'Send now'.
  await expect(page.getByText(/This app stores \d+(\.\d)? (B|KB|MB|GB) on this device\./)).toBeVisible();
  const toCorrect = needsAttention(page).getByRole('listitem').filter({ hasText: corrected });
  const toDrop = needsAttention(page).getByRole('listitem').filter({ hasText: dropped });
  await expect(toCorrect).toContainText('The portal could not accept it: The message mentions a ward that does not exist', {
    timeout: 15_000,
  });
  await expect(toDrop).toContainText('Subject is not one of the listed subjects', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  // 'Delete' asks once more; 'Keep it' changes nothing.
  await toDrop.getByRole('button', { name: 'Delete' }).click();
  await toDrop
    .getByRole('group', { name: /^Delete / })
    .getByRole('button', { name: 'Keep it' })
    .click();
  await expect(toDrop.getByRole('button', { name: 'Open and correct' })).toBeVisible();
  await toDrop.getByRole('button', { name: 'Delete' }).click();
  await toDrop.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(toDrop).toHaveCount(0);
  await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();

  // The other is opened as the form again, corrected and sent.
  await page.unroute('**/api/grievances');
  await toCorrect.getByRole('button', { name: 'Open and correct' }).click();
  await expect(page.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(corrected);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('No water supply on Well Street since Monday.');
  await page.getByLabel('Message', { exact: true }).fill('No water supply on Well Street, Ward 9, since Monday.');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page.getByRole('region', { name: 'Grievance submitted' })).toContainText('Grievance submitted successfully!');
  expect(await storedGrievances(request, corrected)).toHaveLength(1);

  // Nothing needs attention any more; a reload brings the deleted one back nowhere, and the server never got it.
  await mainNav(page).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(needsAttention(page)).toHaveCount(0);
  await page.reload();
  await expect(waitingToBeSent(page).getByText('Nothing is waiting to be sent.')).toBeVisible();
  await expect(page.getByText(dropped)).toHaveCount(0);
  expect(await storedGrievances(request, dropped)).toHaveLength(0);
});
