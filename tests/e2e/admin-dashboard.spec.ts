import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/fixtures';
import { applyForBirthByApi, submitGrievanceByApi } from './support/citizen-forms';
import { photo, scan } from './support/files';
import { E2E_SETUP_KEY, FIRST_ADMIN } from './support/first-admin';
import { startOwnServer } from './support/own-server';

// Other files add rows to the same database in parallel: every row here is found by the
// reference, complaint ID or child's name this file created.

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A water bill paid through the sandbox gateway: create-order, checkout, verify. */
async function payWaterBill(request: APIRequestContext) {
  const dueDate = new Date(Date.now() + 330 * 60_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const order = await request.post('/api/taxes/create-order', {
    data: {
      type: 'water',
      identifiers: { consumerNo: 'WTR-55012', zone: 'North', address: '4 Lake Road' },
      billMonth: '2026-10',
      dueDate,
      amount: 345.5,
      paymentMethod: 'upi',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId, id, reference } = (await order.json()) as { orderId: string; id: string; reference: string };
  const checkout = await request.post('/api/payments/sandbox/checkout', { data: { orderId, outcome: 'success' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const payment = (await checkout.json()) as { paymentId: string; orderId: string; signature: string };
  const verified = await request.post('/api/taxes/verify', { data: { ...payment, id } });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(await verified.json()).toMatchObject({ verified: true });
  return reference;
}

function rowOf(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

async function openDashboard(page: Page) {
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Birth Certificates' })).toBeVisible();
}

test('an admin reviews a fresh birth application: documents, accept, and declines another', async ({ page, request }) => {
  const first = await applyForBirthByApi(request, 'Meena Dashboard');
  const second = await applyForBirthByApi(request, 'Arun Dashboard');
  await openDashboard(page);
  await expectNoSeriousA11yViolations(page);

  const row = rowOf(page, 'Birth Certificates', first.reference);
  await expect(row).toContainText('Meena Dashboard');
  await expect(row.getByText('pending', { exact: true })).toHaveClass(/\bpending\b/);

  // The document viewer: both files with their sizes; a link that opens the file itself.
  const documentsButton = row.getByRole('button', { name: `Documents of ${first.reference}` });
  await documentsButton.click();
  const dialog = page.getByRole('dialog', { name: `Documents: Birth certificate ${first.reference}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('hospital-record.pdf');
  await expect(dialog).toContainText(kb(scan('hospital-record.pdf').buffer.length));
  await expect(dialog).toContainText('ration-card.png');
  await expect(dialog).toContainText(kb(photo('ration-card.png').buffer.length));
  const links = dialog.getByRole('link', { name: 'View Document' });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer');
  const pdfHref = (await links.first().getAttribute('href')) ?? '';
  const pngHref = (await links.nth(1).getAttribute('href')) ?? '';
  expect(pdfHref).toMatch(/^\/uploads\/[0-9a-f]+\?expires=\d+&admin=[0-9a-f-]{36}&signature=[0-9a-f]{64}$/);
  const pdf = await request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const png = await request.get(pngHref);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const [tab] = await Promise.all([page.waitForEvent('popup'), links.nth(1).click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(pngHref.split('?')[0]);
  await tab.close();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(documentsButton).toBeFocused();

  // Accept: the list reloads and the row is decided.
  await row.getByRole('button', { name: `Accept ${first.reference}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${first.reference} accepted.` })).toBeVisible();
  await expect(row.getByText('accepted', { exact: true })).toHaveClass(/\baccepted\b/);
  await expect(row.getByRole('button', { name: `Accept ${first.reference}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Decline ${first.reference}` })).toBeDisabled();

  const other = rowOf(page, 'Birth Certificates', second.reference);
  // A decline asks why (decision 048).
  await other.getByRole('button', { name: `Decline ${second.reference}` }).click();
  const why = page.getByRole('dialog', { name: `Decline ${second.reference}?` });
  await why.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Duplicate application' });
  await why.getByRole('button', { name: 'Decline' }).click();
  await expect(other.getByText('declined', { exact: true })).toHaveClass(/\bdeclined\b/);
  await expect(other.getByRole('button', { name: `Accept ${second.reference}` })).toBeDisabled();

  // The single application: every field, and who decided what.
  await row.getByRole('link', { name: `Open application ${first.reference}` }).click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate Application', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText("Child's Full Name");
  await expect(details).toContainText('Meena Dashboard');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Submitted on');
  await expect(history).toContainText(`Accepted on`);
  await expect(history).toContainText(`by ${FIRST_ADMIN.username}`);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL('/admin');

  // The audit log names the admin who saw the application in full and opened its documents.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const seen = rowOf(page, 'Admin actions', first.reference);
  await expect(seen.filter({ hasText: 'Viewed application in full (Aadhaar)' }).filter({ hasText: FIRST_ADMIN.username }).first()).toBeVisible();
  await expect(seen.filter({ hasText: 'Opened a document' }).filter({ hasText: FIRST_ADMIN.username }).first()).toBeVisible();
});

test('an admin resolves a grievance and refunds a paid payment', async ({ page, request }) => {
  const complaintId = await submitGrievanceByApi(request, {
    name: 'Kavitha Raman',
    email: 'kavitha@example.in',
    subject: 'water',
    message: 'No water supply on Temple Street for three days.',
  });
  const payment = await payWaterBill(request);
  await openDashboard(page);

  const grievance = rowOf(page, 'Grievances', complaintId);
  await expect(grievance).toContainText('Kavitha Raman');
  await expect(grievance).toContainText('Pending');
  await grievance.getByRole('button', { name: `Mark ${complaintId} Resolved` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Grievance ${complaintId} marked Resolved.` })).toBeVisible();
  await expect(grievance.getByText('Resolved', { exact: true }).first()).toHaveClass(/\bresolved\b/);
  for (const status of ['In Progress', 'Resolved', 'Declined']) {
    await expect(grievance.getByRole('button', { name: `Mark ${complaintId} ${status}` })).toBeDisabled();
  }

  const tax = rowOf(page, 'Tax Payments', payment);
  await expect(tax).toContainText('Water');
  await expect(tax).toContainText('₹345.50');
  // Declining it would refund it too, after a question (admin-decline-paid.spec.ts).
  await expect(tax.getByRole('button', { name: `Decline ${payment}` })).toBeEnabled();
  // A refund is confirmed first, naming the amount (issue 24).
  await tax.getByRole('button', { name: `Refund ${payment}` }).click();
  await page.getByRole('alertdialog', { name: 'Refund ₹345.50 to the citizen?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payment ${payment} refunded.` })).toBeVisible();
  await expect(tax.getByText('refunded', { exact: true })).toBeVisible();
  await expect(tax.getByRole('button', { name: `Refund ${payment}` })).toBeDisabled();
  await expect(tax.getByRole('button', { name: `Decline ${payment}` })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // On a 360 px phone the tables scroll sideways inside their own regions; the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('region', { name: 'Tax Payments (scrolls sideways)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // The audit log holds both actions: who, what, on which record, before and after.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const refund = rowOf(page, 'Admin actions', payment);
  await expect(refund).toContainText('Refunded payment');
  await expect(refund).toContainText(FIRST_ADMIN.username);
  await expect(refund.getByText('paid', { exact: true })).toBeVisible();
  await expect(refund.getByText('refunded', { exact: true })).toBeVisible();
  const resolved = rowOf(page, 'Admin actions', complaintId);
  await expect(resolved).toContainText('Changed grievance status');
  await expect(resolved.getByText('Pending', { exact: true })).toBeVisible();
  await expect(resolved.getByText('Resolved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** A death registration with a name this test alone uses (JSON: no files, no upload limits). */
async function registerDeath(request: APIRequestContext, deceasedName: string) {
  const response = await request.post('/api/death-certificate', {
    data: {
      deceasedName,
      dod: '2026-11-01',
      placeOfDeath: 'Government Hospital, Ward 4',
      cause: '',
      informant: 'Ravi Kumar',
      relationship: 'Son',
      address: '12 Temple Street, Ward 4',
      contact: '+91 98765 43210',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test('an admin searches, pages with Load more and filters by status', async ({ page, request }) => {
  test.slow();
  const token = `Zq${Date.now().toString(36)}`;
  const references: string[] = [];
  for (let index = 0; index < 22; index += 1) references.push(await registerDeath(request, `${token} Person ${index}`));
  await openDashboard(page);

  const search = page.getByRole('searchbox', { name: 'Search by name, reference or complaint ID' });
  await search.fill(token.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Showing matches for “${token.toLowerCase()}”.`)).toBeVisible();
  const deaths = page.getByRole('table', { name: 'Death Certificates' });
  // Until the search's answer arrives the unfiltered lists stay on screen: wait for rows of this
  // test only (the header row is the one without the name).
  await expect(deaths.getByRole('row').filter({ hasNotText: token })).toHaveCount(1);
  await expect(deaths.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('region', { name: 'Birth Certificates', exact: true })).toContainText('No items found');
  await expect(page.getByRole('region', { name: 'Death Certificates', exact: true })).toContainText('20 shown');

  await page.getByRole('button', { name: 'Load more Death Certificates' }).click();
  await expect(deaths.getByRole('row')).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Load more Death Certificates' })).toBeHidden();
  // Newest first: the first registered is last.
  await expect(deaths.getByRole('row').last()).toContainText(references[0] ?? '');

  // Decline the oldest, then show only declined ones: it alone matches the search.
  const oldest = references[0] ?? '';
  await rowOf(page, 'Death Certificates', oldest).getByRole('button', { name: `Decline ${oldest}` }).click();
  const why = page.getByRole('dialog', { name: `Decline ${oldest}?` });
  await why.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Not eligible' });
  await why.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${oldest} declined.` })).toBeVisible();
  // The reload kept all 22 rows the clerk had loaded.
  await expect(deaths.getByRole('row')).toHaveCount(23);
  await page.getByRole('combobox', { name: 'Show Death Certificates with status' }).selectOption('declined');
  await expect(deaths.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 'Death Certificates', oldest)).toContainText('declined');

  // An exact reference finds its one application.
  await search.fill(references[5] ?? '');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Show Death Certificates with status' }).selectOption('');
  await expect(deaths.getByRole('row')).toHaveCount(2);
  await expect(deaths).toContainText(`${token} Person 5`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText(/Showing matches for/)).toBeHidden();
});

test("a fresh portal's dashboard: 'No items found' in every list, and figures of zero", async ({ browser }, testInfo) => {
  test.slow();
  const server = await startOwnServer(4300 + testInfo.workerIndex);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const fresh = await context.newPage();
    const setup = await context.request.post('/api/admin-auth/setup', {
      data: { ...FIRST_ADMIN, confirmPassword: FIRST_ADMIN.password, setupKey: E2E_SETUP_KEY },
    });
    expect(setup.status(), await setup.text()).toBe(201);
    await signIn(fresh, FIRST_ADMIN, '/admin-login');
    await expect(fresh).toHaveURL(`${server.baseURL}/admin`);
    for (const title of ['Birth Certificates', 'Death Certificates', 'Community Certificates', 'First Graduate Certificates', 'Income Certificates', 'Nativity Certificates', 'Grievances', 'Tax Payments']) {
      const section = fresh.getByRole('region', { name: title });
      await expect(section.getByText('No items found')).toBeVisible();
      await expect(section.getByRole('table')).toHaveCount(0);
      await expect(section.getByRole('button', { name: /Load more/ })).toHaveCount(0);
    }
    const figures = fresh.getByRole('region', { name: 'Figures' });
    await expect(figures.getByRole('listitem')).toHaveCount(8);
    await expect(figures.getByRole('listitem').first()).toContainText('0 in all');
    await expectNoSeriousA11yViolations(fresh);
    await context.close();
  } finally {
    await server.stop();
  }
});
