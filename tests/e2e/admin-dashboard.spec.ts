import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { applyForBirthByApi, submitGrievanceByApi } from './support/citizen-forms';
import { watchCspViolations } from './support/csp';
import { photo, scan } from './support/files';
import { expectNoSeriousA11yViolations, signInByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';
import { payWaterBillByApi } from './support/payments';

/*
 * The clerks' dashboard, shared by every test on the server: each test puts a word of its own in
 * every record it creates and searches the dashboard for it, so that it sees its own rows and no
 * one else's. What the dashboard shows for lists the server gives it (empty ones, figures, pages,
 * filters) is a unit test (tests/unit/client/admin-dashboard.test.tsx); what the server does with
 * each decision, API tests (tests/api/certificate-admin, grievance-admin, tax-admin, tax-decline-paid).
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A word nobody else's records hold. */
const ownWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function rowOf(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/** The dashboard, signed in as the first administrator, showing only what matches `word`. */
async function openDashboardFor(page: Page, word: string) {
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search by name, reference or complaint ID' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Showing matches for “${word}”.`)).toBeVisible();
}

/** Every status change the page sends for a payment, to show that a cancelled question sends none. */
function paymentChangesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/admin/taxes/')) sent.push(request.url());
  });
  return sent;
}

test("a clerk decides: an application's documents, accepted, another declined, a grievance resolved, a payment refunded and another declined and refunded; the audit log names each; every page under the CSP", async ({
  page,
  request,
}) => {
  // One clerk's morning, from one sign-in: on a busy machine more than the default minute.
  test.slow();
  const word = ownWord('Zd');
  const [first, second, complaintId, refunded, declined] = await Promise.all([
    applyForBirthByApi(request, `Meena ${word}`),
    applyForBirthByApi(request, `Arun ${word}`),
    submitGrievanceByApi(request, {
      name: `Kavitha ${word}`,
      email: 'kavitha@example.in',
      subject: 'water',
      message: 'No water supply on Temple Street for three days.',
    }),
    payWaterBillByApi(request, { amount: 345.5, address: `4 ${word} Road` }),
    payWaterBillByApi(request, { amount: 1250, address: `9 ${word} Street` }),
  ]);
  const violations = await watchCspViolations(page);
  const paymentChanges = paymentChangesSent(page);
  await openDashboardFor(page, word);
  await expectNoSeriousA11yViolations(page);

  // The figures at the top lead to each list: the keyboard lands on the Grievances list at once,
  // past the certificate lists' rows.
  await page.getByRole('region', { name: 'Figures' }).getByRole('link', { name: 'Grievances', exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Grievances', exact: true })).toBeFocused();

  const row = rowOf(page, 'Birth Certificates', first.reference);
  await expect(row).toContainText(`Meena ${word}`);
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

  // Accept issues the signed certificate: asked first, with an optional note; then the list reloads and the row is decided.
  await row.getByRole('button', { name: `Accept ${first.reference}` }).click();
  const accepting = page.getByRole('dialog', { name: `Accept ${first.reference}?` });
  await accepting.getByRole('textbox', { name: 'Note for the citizen (optional)' }).fill('Collect it at counter 3.');
  await accepting.getByRole('button', { name: 'Accept' }).click();
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

  const grievance = rowOf(page, 'Grievances', complaintId);
  await expect(grievance).toContainText(`Kavitha ${word}`);
  await expect(grievance).toContainText('Pending');
  await grievance.getByRole('button', { name: `Mark ${complaintId} Resolved` }).click();
  await page
    .getByRole('dialog', { name: `Mark ${complaintId} Resolved?` })
    .getByRole('button', { name: 'Resolved' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Grievance ${complaintId} marked Resolved.` })).toBeVisible();
  await expect(grievance.getByText('Resolved', { exact: true }).first()).toHaveClass(/\bresolved\b/);
  for (const status of ['In Progress', 'Resolved', 'Declined']) {
    await expect(grievance.getByRole('button', { name: `Mark ${complaintId} ${status}` })).toBeDisabled();
  }

  const tax = rowOf(page, 'Tax Payments', refunded);
  await expect(tax).toContainText('Water');
  await expect(tax).toContainText('₹345.50');
  // A refund is confirmed first, naming the amount.
  await tax.getByRole('button', { name: `Refund ${refunded}` }).click();
  await page.getByRole('alertdialog', { name: 'Refund ₹345.50 to the citizen?' }).getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payment ${refunded} refunded.` })).toBeVisible();
  await expect(tax.getByText('refunded', { exact: true })).toBeVisible();
  await expect(tax.getByRole('button', { name: `Refund ${refunded}` })).toBeDisabled();
  await expect(tax.getByRole('button', { name: `Decline ${refunded}` })).toBeDisabled();

  // Declining a paid payment gives its money back (decision 040): asked first, naming the amount;
  // Cancel, or Escape, sends nothing.
  const paid = rowOf(page, 'Tax Payments', declined);
  await expect(paid.getByText('paid', { exact: true })).toBeVisible();
  const decline = paid.getByRole('button', { name: `Decline ${declined}` });
  const changesBefore = paymentChanges.length;
  await decline.click();
  const question = page.getByRole('alertdialog', { name: 'Decline and refund ₹1,250.00 to the citizen?' });
  await expect(question).toContainText(`Payment ${declined} is paid. Declining it refunds the whole amount through the payment gateway.`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(decline).toBeFocused();
  await decline.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(paymentChanges).toHaveLength(changesBefore);
  await expect(paid.getByText('paid', { exact: true })).toBeVisible();
  // Confirmed with a reason (decision 048): declined, and the clerk is told the refund went back.
  await decline.click();
  await question.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Wrong property or consumer number' });
  await question.getByRole('button', { name: 'Decline and refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payment ${declined} declined and ₹1,250.00 refunded.` })).toBeVisible();
  expect(paymentChanges).toHaveLength(changesBefore + 1);
  await expect(paid.getByText('declined', { exact: true })).toHaveClass(/\bdeclined\b/);
  await expect(decline).toBeDisabled();
  await expect(paid.getByRole('button', { name: `Refund ${declined}` })).toBeDisabled();

  // On a 360 px phone the tables scroll sideways inside their own regions; the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('region', { name: 'Tax Payments (scrolls sideways)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The single application: every field, and who decided what.
  await row.getByRole('link', { name: `Open application ${first.reference}` }).click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate Application', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText("Child's Full Name");
  await expect(details).toContainText(`Meena ${word}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Submitted on');
  await expect(history).toContainText('Accepted on');
  await expect(history).toContainText(`by ${FIRST_ADMIN.username}`);
  // Decided: its decisions give way to the outcome.
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL('/admin');

  // The audit log: who did what, to which record, before and after.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  const seen = rowOf(page, 'Admin actions', first.reference);
  await expect(
    seen.filter({ hasText: 'Viewed application in full (Aadhaar)' }).filter({ hasText: FIRST_ADMIN.username }).first(),
  ).toBeVisible();
  await expect(seen.filter({ hasText: 'Opened a document' }).filter({ hasText: FIRST_ADMIN.username }).first()).toBeVisible();
  const refund = rowOf(page, 'Admin actions', refunded);
  await expect(refund).toContainText('Refunded payment');
  await expect(refund).toContainText(FIRST_ADMIN.username);
  await expect(refund.getByText('paid', { exact: true })).toBeVisible();
  await expect(refund.getByText('refunded', { exact: true })).toBeVisible();
  const declinedLine = rowOf(page, 'Admin actions', declined);
  await expect(declinedLine).toContainText('Declined payment');
  await expect(declinedLine.getByText('paid', { exact: true })).toBeVisible();
  await expect(declinedLine.getByText('declined', { exact: true })).toBeVisible();
  const resolved = rowOf(page, 'Admin actions', complaintId);
  await expect(resolved).toContainText('Changed grievance status');
  await expect(resolved.getByText('Pending', { exact: true })).toBeVisible();
  await expect(resolved.getByText('Resolved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The clerk's pages, like the public ones (shell.spec.ts), render under the CSP with no violation.
  expect(await violations()).toEqual([]);
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
  const token = ownWord('Zq');
  const references: string[] = [];
  // One after another: newest first is the order the test reads them back in.
  for (let index = 0; index < 22; index += 1) references.push(await registerDeath(request, `${token} Person ${index}`));
  await openDashboardFor(page, token.toLowerCase());

  const search = page.getByRole('searchbox', { name: 'Search by name, reference or complaint ID' });
  const deaths = page.getByRole('table', { name: 'Death Certificates' });
  // Until the search's answer arrives the unfiltered lists stay on screen: wait for rows of this
  // test only (the header row is the one without the name).
  await expect(deaths.getByRole('row').filter({ hasNotText: token })).toHaveCount(1);
  await expect(deaths.getByRole('row')).toHaveCount(21);
  // A list without a match gives way to the others, which the search names.
  await expect(page.getByRole('region', { name: 'Birth Certificates', exact: true })).toHaveCount(0);
  await expect(page.getByRole('search').getByRole('link', { name: 'Death Certificates' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Death Certificates', exact: true })).toContainText('20 shown');

  await page.getByRole('button', { name: 'Load more Death Certificates' }).click();
  await expect(deaths.getByRole('row')).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Load more Death Certificates' })).toBeHidden();
  // Newest first: the first registered is last.
  await expect(deaths.getByRole('row').last()).toContainText(references[0] ?? '');

  // Decline the oldest, then show only declined ones: it alone matches the search.
  const oldest = references[0] ?? '';
  await rowOf(page, 'Death Certificates', oldest)
    .getByRole('button', { name: `Decline ${oldest}` })
    .click();
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
  // The lists with nothing found, beside one with a row.
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText(/Showing matches for/)).toBeHidden();
});
