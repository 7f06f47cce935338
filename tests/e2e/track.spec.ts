import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { photo, scan } from './support/files';

// Other files add rows to the same database in parallel: every row here is found by the
// reference or complaint ID this file created.

test.use({ viewport: { width: 360, height: 740 } });

/** A birth application made at an office for someone without an account, with the number they gave. */
async function applyForBirth(request: APIRequestContext, contact: string): Promise<string> {
  const response = await request.post('/api/birth-certificate', {
    multipart: {
      childName: 'Meena Track',
      dob: '2026-10-02',
      gender: 'Female',
      placeOfBirth: 'Government Hospital, Ward 4',
      fatherName: 'Ravi Kumar',
      motherName: 'Lakshmi Ravi',
      address: '12 Temple Street, Ward 4',
      contact,
      informantName: 'Ravi Kumar',
      relation: 'Father',
      birthProof: scan('hospital-record.pdf'),
      addressProof: photo('ration-card.png'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function track(page: Page, reference: string, mobile = '') {
  await page.getByLabel('Reference or complaint ID').fill(reference);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Track', exact: true }).click();
}

test('a reference and the mobile number given in the application show its status and dates; a wrong number is not found; a complaint ID goes to the complaint tracker; too many lookups are answered plainly', async ({
  page,
  request,
}) => {
  const reference = await applyForBirth(request, '+91 98765 43210');
  const grievance = await request.post('/api/grievances', {
    data: {
      name: 'Kavitha Track',
      email: 'kavitha@example.in',
      subject: 'water',
      message: 'No water supply on Temple Street for three days.',
    },
  });
  expect(grievance.status()).toBe(201);
  const { complaintId } = (await grievance.json()) as { complaintId: string };

  await page.goto('/');
  await page.getByRole('link', { name: /Track an Application/ }).click();
  await expect(page).toHaveURL('/track');
  await expect(page.getByRole('heading', { name: 'Track an application', level: 1 })).toBeVisible();

  // Missing values are summed up at the top, which takes the focus, and said on each field, before any call.
  await track(page, '', '');
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Please enter the reference of the application.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please enter the mobile number given in the application.' })).toBeVisible();
  await expect(page.getByLabel('Reference or complaint ID')).toHaveAccessibleDescription(
    /Please enter the reference of the application\.$/,
  );
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(/Please enter the mobile number given in the application\.$/);

  await track(page, reference.toLowerCase(), '98765 43210');
  const answer = page.getByRole('status').filter({ hasText: `Application ${reference}` });
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
  for (const text of ['Certificate', 'Birth', 'Status', 'Pending', 'Applied on', 'Last change', 'Answer due by'])
    await expect(answer).toContainText(text);
  // Nothing of the application itself: no name, no address.
  await expect(answer).not.toContainText('Meena');
  await expect(answer).not.toContainText('Temple Street');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await track(page, reference, '98765 43211');
  await expect(page.getByRole('alert')).toHaveText('No application has this reference and mobile number. Please check both and try again.');
  await expect(page.getByText(`Application ${reference}`)).toBeHidden();

  // The portal's lookups are limited: the server's answer is said as it is.
  await page.route('**/api/applications/track?*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many attempts. Please wait a minute and try again.', code: 'rate_limited' }),
    }),
  );
  await track(page, 'BIR-7K3M-9QXD', '9876543210');
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a minute and try again.');
  await page.unroute('**/api/applications/track?*');

  // A complaint ID typed here is the complaint tracker's to answer, with the date of its last change.
  await track(page, ` ${complaintId.toLowerCase()} `);
  await expect(page).toHaveURL(`/grievances?complaint=${complaintId}`);
  const complaint = page.getByRole('status').filter({ hasText: `Complaint ${complaintId}` });
  await expect(complaint).toContainText('Pending');
  await expect(complaint).toContainText(/Last changed on \d{1,2} \w+ \d{4}\./);
  await expect(complaint).toBeFocused();
  await expect(page.getByLabel('Complaint ID')).toHaveValue(complaintId);
  // The complaint tracker leads back here for an application.
  await page.getByRole('link', { name: 'Track an application' }).click();
  await expect(page).toHaveURL('/track');
});
