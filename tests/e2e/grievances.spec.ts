import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formReady } from './support/citizen-forms';
import { resolveGrievanceAsClerk } from './support/clerk';
import { confirmationPanel } from './support/confirmation';
import { expectNoSeriousA11yViolations } from './support/fixtures';

/*
 * Complaining, and following the complaint. Each message of the form and of the tracker is tested
 * in tests/unit/client/grievance-form*.test.tsx, what the server stores in tests/api/grievance-*.test.ts.
 */

const COMPLAINT_ID = /GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

async function fillGrievance(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await formReady(page, 'Submit Grievance');
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Subject', { exact: true }).selectOption(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

async function track(page: Page, complaintId: string) {
  await page.getByLabel('Complaint ID').fill(complaintId);
  await page.getByRole('button', { name: 'Track Complaint' }).click();
}

test('a citizen submits a grievance, keeps its confirmation across a reload, tracks it, and sees it resolved after a clerk acts', async ({
  page,
  request,
}) => {
  await page.goto('/grievances');
  // Sent empty first: the summary at the top takes the focus.
  await formReady(page, 'Submit Grievance');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await fillGrievance(page, {
    name: unique('Meena'),
    email: 'meena@example.in',
    subject: 'water',
    message: 'No water in Ward 7 since Tuesday.',
  });
  await page.getByRole('button', { name: 'Submit Grievance' }).click();

  // The confirmation replaces the form: the spec's text and the complaint ID in its panel.
  const success = confirmationPanel(page, 'Grievance submitted');
  await expect(success).toContainText('Grievance submitted successfully! Your complaint ID: ');
  await expect(page).toHaveURL(/\/grievances\/submitted\/GRV-/);
  await expect(success).toBeFocused();
  const complaintId = COMPLAINT_ID.exec((await success.textContent()) ?? '')?.[0] ?? '';
  expect(complaintId).toMatch(COMPLAINT_ID);
  await expect(success).toContainText(`Grievance submitted successfully! Your complaint ID: ${complaintId}`);
  await expectNoSeriousA11yViolations(page);
  // Without an account too, the confirmation is kept on the device for a reload.
  await page.reload();
  await expect(confirmationPanel(page, 'Grievance submitted')).toContainText(`Your complaint ID: ${complaintId}`);
  await page.getByRole('link', { name: 'Follow a grievance with its complaint ID on the Grievances page.' }).click();

  // Typed the way a person might: lower case, with spaces around.
  await track(page, ` ${complaintId.toLowerCase()} `);
  const status = page.getByRole('status').filter({ hasText: `Complaint ${complaintId}:` });
  await expect(status).toContainText('Pending');
  await expect(status).toContainText(/Last changed on \d{1,2} \w+ \d{4}\./);

  await track(page, 'GRV-2222-2222');
  await expect(page.getByRole('alert').filter({ hasText: 'Complaint ID not found. Please check the ID and try again.' })).toBeVisible();

  await resolveGrievanceAsClerk(request, complaintId);
  await track(page, complaintId);
  await expect(status).toContainText('Resolved');
});

test('a grievance whose call gets no answer is kept on the device to be sent later, not lost', async ({ page }) => {
  // The client gives up after the grievance's own timeout (its length is tested in
  // tests/unit/client/grievance-form.test.tsx); the browser's 'timed out' stands for it here.
  await page.route('**/api/grievances', (route) => (route.request().method() === 'POST' ? route.abort('timedout') : route.continue()));
  await page.goto('/grievances');
  await fillGrievance(page, { name: unique('Meena'), email: 'meena@example.in', subject: 'electricity', message: 'Street light out.' });
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  // Kept and sent later, not lost. Its confirmation page says it waits to be sent; before
  // the service worker has stored the app, the form says so itself.
  const waiting = page
    .getByRole('region', { name: 'Waiting to send' })
    .or(page.getByRole('status').filter({ hasText: 'Saved on this device.' }));
  await expect(waiting).toBeVisible();
});
