import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { confirmationPanel } from './support/confirmation';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { adminToken } from './support/first-admin';

const COMPLAINT_ID = /GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

async function fillGrievance(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email', { exact: true }).fill(values.email);
  if (values.subject !== undefined) await page.getByLabel('Subject', { exact: true }).selectOption(values.subject);
  if (values.message !== undefined) await page.getByLabel('Message', { exact: true }).fill(values.message);
}

async function track(page: Page, complaintId: string) {
  await page.getByLabel('Complaint ID').fill(complaintId);
  await page.getByRole('button', { name: 'Track Complaint' }).click();
}

test('a citizen submits a grievance, tracks it, and sees it resolved after a clerk acts', async ({ page, request }) => {
  await page.goto('/grievances');
  await fillGrievance(page, { name: 'Meena Sundaram', email: 'meena@example.in', subject: 'water', message: 'No water in Ward 7 since Tuesday.' });
  await page.getByRole('button', { name: 'Submit Grievance' }).click();

  // The confirmation replaces the form (issue 23): the spec's text and the complaint ID in its panel.
  const success = confirmationPanel(page, 'Grievance submitted');
  await expect(success).toContainText('Grievance submitted successfully! Your complaint ID: ');
  const complaintId = COMPLAINT_ID.exec((await success.textContent()) ?? '')?.[0] ?? '';
  expect(complaintId).toMatch(COMPLAINT_ID);
  await expect(success).toContainText(`Grievance submitted successfully! Your complaint ID: ${complaintId}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Follow a grievance with its complaint ID on the Grievances page.' }).click();

  // Typed the way a person might: lower case, with spaces around.
  await track(page, ` ${complaintId.toLowerCase()} `);
  const status = page.getByRole('status').filter({ hasText: `Complaint ${complaintId}:` });
  await expect(status).toContainText('Pending');

  const token = await adminToken(request);
  const list = await request.get('/api/admin/list?limit=200', { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { data: { grievances: { _id: string; complaintId: string; name: string; status: string }[] } }).data
    .grievances;
  const row = rows.find((candidate) => candidate.complaintId === complaintId);
  expect(row).toMatchObject({ name: 'Meena Sundaram', status: 'Pending' });
  const resolved = await request.post(`/api/admin/grievances/${row?._id ?? ''}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'Resolved' },
  });
  expect(resolved.status(), await resolved.text()).toBe(200);

  await track(page, complaintId);
  await expect(status).toContainText('Resolved');
});

test('the submit form names what is missing and what is wrong, in the words of the spec', async ({ page }) => {
  await page.goto('/grievances');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();

  await fillGrievance(page, { name: 'Meena Sundaram', email: 'meena.example.in', subject: 'gas', message: 'Gas cylinder not delivered.' });
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toHaveCount(0);
});

test('the error summary links what is missing to its field, and following the link puts the focus there', async ({ page }) => {
  await page.goto('/grievances');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await summary.getByRole('link', { name: 'Please fill in all required fields.' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
});

test('tracking an unknown complaint ID says it was not found', async ({ page }) => {
  await page.goto('/grievances');
  await track(page, 'GRV-2222-2222');
  await expect(page.getByRole('alert').filter({ hasText: 'Complaint ID not found. Please check the ID and try again.' })).toBeVisible();
});

test('a call that never answers goes to the outbox after the 10 s timeout', async ({ page }) => {
  // Never fulfilled: the client gives up after its 10 s grievance timeout.
  await page.route('**/api/grievances', () => undefined);
  await page.goto('/grievances');
  await fillGrievance(page, { name: 'Meena Sundaram', email: 'meena@example.in', subject: 'electricity', message: 'Street light out.' });
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  // Issue 7: a submission that fails for lack of a connection is kept and sent later, not lost.
  // Its confirmation page says it waits to be sent (issue 23); before the service worker has stored
  // the app, the form says so itself.
  const waiting = page.getByRole('region', { name: 'Waiting to send' }).or(page.getByRole('status').filter({ hasText: 'Saved on this device.' }));
  await expect(waiting).toBeVisible({ timeout: 15_000 });
});
