import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { photo, scan } from './files';

/** The birth form's text fields, as a parent fills them. */
export const BIRTH = {
  "Child's Full Name": 'Meena Kumari',
  'Date of Birth': '2026-10-02',
  'Place of Birth': 'Government Hospital, Ward 4',
  "Father's Name": 'Ravi Kumar',
  "Mother's Name": 'Lakshmi Ravi',
  'Permanent Address': '12 Temple Street, Ward 4',
  'Contact Number': '+91 98765 43210',
  "Informant's Name": 'Ravi Kumar',
  'Relation to Child': 'Father',
};

/**
 * Waits until the open form's JavaScript has taken it over and the device has been searched for
 * its draft: its submit button is enabled from then on (src/client/ui/button.tsx, and
 * ui/form/submit-button.tsx). Text typed before that reaches the form (app/early-input), but a
 * date given while React hydrates can be put back to the rendered empty value: a person does not
 * pick a date in that fraction of a second, a test does.
 */
export async function formReady(page: Page, submitLabel: string) {
  await expect(page.getByRole('button', { name: submitLabel })).toBeEnabled();
}

/** Fills the open birth form's fields (not its documents) for this child. */
export async function fillBirth(page: Page, childName: string) {
  await formReady(page, 'Submit Application');
  for (const [label, value] of Object.entries({ ...BIRTH, "Child's Full Name": childName })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('Gender', { exact: true }).selectOption('Female');
}

/** Attaches the birth form's two required documents and waits until the form lists them. */
export async function attachBirthDocuments(page: Page) {
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(scan('hospital-record.pdf'));
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('ration-card.png'));
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText('hospital-record.pdf');
  await expect(page.getByRole('list', { name: 'Attached for Address Proof' })).toContainText('ration-card.png');
}

/** Fills the open grievance form: a water complaint from this person. */
export async function fillGrievance(page: Page, name: string) {
  await formReady(page, 'Submit Grievance');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('selvi@example.in');
  await page.getByLabel('Subject', { exact: true }).selectOption('water');
  await page.getByLabel('Message', { exact: true }).fill('No water supply on Well Street since Monday.');
}

/**
 * A form's draft note once the device has been searched for a draft and none was found. The note
 * reads the same while the search runs (its box is aria-busy then): only the end of it counts.
 */
export function noDraftNote(page: Page) {
  return page.locator('[aria-busy="false"]').filter({ hasText: 'What you enter is saved on this device as a draft until you submit it.' });
}

export const CHECK_ANSWERS = { en: 'Check your answers before sending', ta: 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்' };

/**
 * Presses a certificate or tax form's button ('Submit Application', 'Proceed to Pay'), then the
 * same button on the "Check your answers" summary that it leads to, which sends.
 */
export async function sendAfterCheckingAnswers(page: Page, button: string, summaryTitle: string = CHECK_ANSWERS.en) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('region', { name: summaryTitle }).getByRole('button', { name: button }).click();
}

/**
 * A birth application sent straight to the API with its two documents (no form): for tests whose
 * subject is what comes after it. `token` makes it a signed-in citizen's; `addressProof` replaces
 * the ration card's photo.
 */
export async function applyForBirthByApi(
  request: APIRequestContext,
  childName: string,
  { token, addressProof = photo('ration-card.png') }: { token?: string; addressProof?: ReturnType<typeof photo> } = {},
): Promise<{ id: string; reference: string }> {
  const response = await request.post('/api/birth-certificate', {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    multipart: {
      childName,
      dob: '2026-10-02',
      gender: 'Female',
      placeOfBirth: 'Government Hospital, Ward 4',
      fatherName: 'Ravi Kumar',
      motherName: 'Lakshmi Ravi',
      address: '12 Temple Street, Ward 4',
      contact: '+91 98765 43210',
      informantName: 'Ravi Kumar',
      relation: 'Father',
      birthProof: scan('hospital-record.pdf'),
      addressProof,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

/** A grievance sent straight to the API; its complaint ID. */
export async function submitGrievanceByApi(
  request: APIRequestContext,
  grievance: { name: string; email: string; subject: string; message: string },
): Promise<string> {
  const response = await request.post('/api/grievances', { data: grievance });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { complaintId: string }).complaintId;
}
