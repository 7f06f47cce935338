import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { applyForBirthByApi } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi, signInByApi, tokenByApi } from './support/fixtures';
import { photo, scan } from './support/files';
import { FIRST_ADMIN } from './support/first-admin';

// Return for correction (decision 048): a clerk asks for a new address proof; the citizen
// replaces it and sends the application back; the clerk sees the new document and accepts. The
// dashboard keeps every action in view on an 800 px tablet and at 200 % zoom.

/** The address proof the clerk asks to be replaced: a photo too blurred to read. */
const BLURRED = photo('blurred-ration-card.png');

// The language is the server's choice by the lang cookie; every navigation reaches the server.
test.use({ serviceWorkers: 'block' });

async function citizenPage(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, account);
  return page;
}

test('a clerk returns an application for a new address proof; the citizen replaces it; the clerk accepts it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  const { id, reference } = await applyForBirthByApi(request, 'Meena Correction', {
    token: await tokenByApi(request, citizen),
    addressProof: BLURRED,
  });
  const correctPath = `/my-requests/applications/birth/${id}/correct`;
  const applicationPath = `/my-requests/applications/birth/${id}`;
  // She reads the portal in Tamil: her account says so.
  const chosen = await request.patch('/api/auth/profile', {
    data: { language: 'ta' },
    headers: { authorization: `Bearer ${await tokenByApi(request, citizen)}` },
  });
  expect(chosen.status()).toBe(200);

  // The clerk asks for a new address proof, with a reason from the list and words of their own; the dialog says she reads Tamil.
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto(`/admin/applications/birth/${id}`);
  await page.getByRole('button', { name: 'Return for correction' }).click();
  const dialog = page.getByRole('dialog', { name: `Return ${reference} for correction` });
  await expect(dialog).toContainText('The citizen reads Tamil');
  await dialog.getByRole('checkbox', { name: 'Address Proof' }).check();
  await dialog.getByRole('combobox', { name: 'What is wrong' }).selectOption({ label: 'A document cannot be read' });
  await dialog
    .getByRole('textbox', { name: 'What should the applicant correct?' })
    .fill('The address proof cannot be read. Please upload a clear photo of your ration card.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Return to the applicant' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${reference} returned to the applicant for correction.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Asked to correct: Address Proof');

  // The citizen's page: the office's words first, under the title, the chosen reason in Tamil and
  // the clerk's words as written, beside the way to correct it; the acknowledgement after them.
  const citizenTab = await citizenPage(browser, citizen);
  await citizenTab.goto(`/ta${applicationPath}`);
  const first = citizenTab.locator('h1 + *');
  await expect(first).toHaveAttribute('aria-labelledby', 'office-words');
  await expect(first).toContainText('ஓர் ஆவணத்தைப் படிக்க இயலவில்லை: The address proof cannot be read.');
  await expect(first.getByRole('link', { name: 'உங்கள் விண்ணப்பத்தைத் திருத்த' })).toBeVisible();
  await expect(first).not.toContainText('A document cannot be read');

  // The citizen reads the message in Tamil, then corrects it in English: only the address proof is open.
  await citizenTab.goto(`/ta${correctPath}`);
  await expect(citizenTab.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(citizenTab.getByRole('heading', { name: 'இந்த விண்ணப்பத்தைத் திருத்துமாறு அலுவலகம் கேட்கிறது' })).toBeVisible();
  await expect(citizenTab.getByText('The address proof cannot be read.', { exact: false })).toBeVisible();
  await expect(citizenTab.getByRole('button', { name: 'அலுவலகத்துக்கு மீண்டும் அனுப்ப' })).toBeVisible();
  await expectNoSeriousA11yViolations(citizenTab);

  await citizenTab.goto(`/en${correctPath}`);
  await expect(citizenTab.getByRole('heading', { name: `Correct application ${reference}` })).toBeVisible();
  await expect(citizenTab.getByRole('region', { name: 'The office asks you to correct this application' })).toContainText(
    'Please upload a clear photo of your ration card.',
  );
  // Nothing else can be changed: the child's name is shown, not offered.
  await expect(citizenTab.getByRole('textbox')).toHaveCount(0);
  await expect(citizenTab.getByRole('region', { name: 'Stays as it is' })).toContainText('Meena Correction');
  await expect(citizenTab.getByRole('region', { name: 'Stays as it is' })).toContainText('hospital-record.pdf');
  const upload = citizenTab.getByLabel('Address Proof', { exact: true });
  await expect(upload).toHaveAccessibleDescription(/Replaces blurred-ration-card\.png\./);
  await expectNoSeriousA11yViolations(citizenTab);
  await upload.setInputFiles(scan('clear-ration-card.pdf'));
  // The new document is kept as a draft on the device, as on the form: it is there after a reload.
  await expect(citizenTab.getByText(/^Draft saved on this device at /)).toBeVisible();
  await citizenTab.reload();
  await expect(citizenTab.getByText('Selected: clear-ration-card.pdf', { exact: false })).toBeVisible();

  // A village applicant without a connection: the correction waits in the outbox and goes once it returns.
  const token = await tokenByApi(request, citizen);
  const statusNow = async () =>
    (
      (await (await request.get(`/api/me/applications/birth/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        status: string;
      }
    ).status;
  await expect(citizenTab.getByText(/^Draft saved on this device at /)).toBeVisible();
  await citizenTab.context().setOffline(true);
  await citizenTab.getByRole('button', { name: 'Send back to the office' }).click();
  await expect(citizenTab.getByRole('status').filter({ hasText: 'Saved on this device.' })).toContainText(
    'will be sent automatically when the connection returns',
  );
  expect(await statusNow()).toBe('returned');
  await citizenTab.context().setOffline(false);
  await expect.poll(statusNow, { timeout: 30_000 }).toBe('pending');

  // The clerk sees the new document, marked as changed, and accepts with a note.
  await page.reload();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('clear-ration-card.pdf');
  await expect(documents).not.toContainText('blurred-ration-card.png');
  await expect(page.getByText('Changed since the last round:', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog', { name: `Accept ${reference}?` });
  await accept.getByRole('textbox', { name: 'Note for the citizen (optional)' }).fill('Collect it at counter 3.');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${reference} accepted.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^Submitted on /,
    /^Returned for correction on .*The address proof cannot be read/,
    /^Sent back corrected on .*Changed: Address Proof/,
    /^Accepted on .*Collect it at counter 3\./,
  ]);

  // The citizen's page now says there is nothing to correct; the history carries every step and its message.
  await citizenTab.goto(correctPath);
  await expect(citizenTab.getByText('This application is not waiting for a correction.')).toBeVisible();
  const detail = await request.get(`/api/me/applications/birth/${id}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  const { timeline } = (await detail.json()) as { timeline: { status: string; message?: string }[] };
  expect(timeline.map((entry) => [entry.status, entry.message ?? null])).toEqual([
    ['pending', null],
    ['returned', 'A document cannot be read: The address proof cannot be read. Please upload a clear photo of your ration card.'],
    ['pending', null],
    ['accepted', 'Collect it at counter 3.'],
  ]);
  await citizenTab.context().close();
});

/** Every action button of the dashboard's tables lies inside its table's visible area, with no sideways scroll. */
async function actionsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('main table button')]
      .filter((button) => {
        const region = button.closest<HTMLElement>('[role="region"]');
        if (!region) return true;
        const inside = region.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return box.right > Math.min(inside.right, document.documentElement.clientWidth) + 1 || box.left < inside.left - 1;
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );
}

/** Six birth applications and a grievance, so that every table has rows. */
async function fillTheLists(request: APIRequestContext): Promise<{ id: string; reference: string }[]> {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  const token = await tokenByApi(request, citizen);
  const applications = [];
  for (let i = 0; i < 6; i += 1) applications.push(await applyForBirthByApi(request, 'Meena Correction', { token, addressProof: BLURRED }));
  const grievance = await request.post('/api/grievances', {
    data: { name: 'Kavitha Raman', email: 'kavitha@example.in', subject: 'water', message: 'No water in Ward 4 since Monday.' },
  });
  expect(grievance.status()).toBe(201);
  // A paid payment, whose row has the most actions (Decline, Refund, Receipt).
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const order = await request.post('/api/taxes/create-order', {
    data: {
      type: 'water',
      identifiers: { consumerNo: 'W-800-1', zone: 'North', address: '7A Temple Street' },
      billMonth: '2026-10',
      dueDate: today,
      amount: 300,
      lateFee: 0,
      paymentMethod: 'upi',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id, orderId } = (await order.json()) as { id: string; orderId: string };
  const checkout = (await (
    await request.post('/api/payments/sandbox/checkout', { data: { orderId, outcome: 'success' } })
  ).json()) as Record<string, string>;
  const verified = await request.post('/api/taxes/verify', { data: { ...checkout, id } });
  expect(((await verified.json()) as { verified: boolean }).verified).toBe(true);
  return applications;
}

test('no action of the dashboard is off-screen on an 800 px tablet, every one is reached by scrolling its table at 200 % zoom, and after an action far down it the view stays where it was', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const applications = await fillTheLists(request);
  await page.setViewportSize({ width: 800, height: 1000 });
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Birth Certificates' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Tax Payments' })
      .getByRole('button', { name: /^Receipt of TAX-/ })
      .first(),
  ).toBeVisible();
  expect(await actionsOffScreen(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('dashboard-800.png') });

  // An action far down: the view does not jump away from it.
  const last = applications[0]?.reference ?? '';
  const accept = page.getByRole('button', { name: `Accept ${last}` });
  await accept.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(100);
  await accept.click();
  await page
    .getByRole('dialog', { name: `Accept ${last}?` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${last} accepted.` })).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
  await expect(page.getByRole('status').filter({ hasText: `${last} accepted.` })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('dashboard-800-after-accept.png') });

  // 200 % zoom of a 1280 px window: 640 CSS pixels at twice the density.
  const zoomed = await browser.newContext({
    viewport: { width: 640, height: 400 },
    deviceScaleFactor: 2,
    storageState: await page.context().storageState(),
  });
  const zoomedPage = await zoomed.newPage();
  await zoomedPage.goto('/admin');
  await expect(zoomedPage.getByRole('table', { name: 'Birth Certificates' })).toBeVisible();
  // Below 800 px the Actions column is not pinned (pinned, it covered Due): a table scrolled to
  // its end shows every action, and nothing lies over another column.
  await zoomedPage.evaluate(() => {
    for (const region of document.querySelectorAll<HTMLElement>('main [role="region"]')) region.scrollLeft = region.scrollWidth;
  });
  expect(await actionsOffScreen(zoomedPage)).toEqual([]);
  for (const table of ['Birth Certificates', 'Grievances']) {
    await zoomedPage.getByRole('table', { name: table }).scrollIntoViewIfNeeded();
    await zoomedPage.screenshot({ path: testInfo.outputPath(`dashboard-200pc-${table.split(' ')[0]?.toLowerCase()}.png`) });
  }
  await zoomed.close();
});
