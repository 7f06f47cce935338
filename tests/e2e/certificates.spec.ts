import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BIRTH, formReady, sendAfterCheckingAnswers } from './support/citizen-forms';
import { confirmationPanel } from './support/confirmation';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { photo, scan } from './support/files';

/** Fills fields by their visible labels, as a person reads the form. */
async function fill(page: Page, values: Record<string, string>) {
  await formReady(page, 'Submit Application');
  for (const [label, value] of Object.entries(values)) {
    const control = page.getByLabel(label, { exact: true });
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

async function submitAndExpectReference(page: Page): Promise<string> {
  await sendAfterCheckingAnswers(page, 'Submit Application');
  // The confirmation replaces the form (issue 23), its panel in view with the spec's success text.
  const success = confirmationPanel(page, 'Application submitted');
  await expect(success).toContainText('Application submitted successfully!');
  await expect(success).toBeInViewport();
  const reference = await success.locator('strong').nth(1).textContent();
  expect(reference).toMatch(/^[A-Z]{3}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return reference ?? '';
}

test('a parent applies for a birth certificate with two documents', async ({ page }) => {
  await page.goto('/certificates');
  await page.getByRole('link', { name: 'Birth', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fill(page, { ...BIRTH, Gender: 'Female' });
  const fatherAadhaar = page.getByLabel("Father's Aadhaar (optional)");
  await fatherAadhaar.pressSequentially('123412341234');
  await expect(fatherAadhaar).toHaveValue('1234 1234 1234');
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(scan('hospital-record.pdf'));
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('ration-card.png'));

  await submitAndExpectReference(page);
  // Back on the form, nothing of the application is left in it.
  await page.goBack();
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('');
  await expect(page.getByLabel("Father's Aadhaar (optional)")).toHaveValue('');
});

test('the birth form explains every problem in the words of the spec', async ({ page }) => {
  await page.goto('/certificates/birth');
  await page.getByLabel("Mother's Aadhaar (optional)").pressSequentially('98765');
  await page.getByLabel('Contact Number').fill('12345');
  await page.getByLabel('Email (optional)').fill('meena@example');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors in the form' });
  await expect(summary).toBeFocused();
  for (const message of [
    'Aadhaar must be exactly 12 digits',
    'Please enter a valid contact number',
    'Please enter a valid email address',
    'Proof of Birth is required',
    'Address Proof is required',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }

  await page.getByLabel('Contact Number').fill('');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(summary.getByRole('link', { name: 'Contact number is required' })).toBeVisible();
});

test('the community form asks for Aadhaar, mobile and the three documents', async ({ page }) => {
  await page.goto('/certificates/community');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors in the form' });
  for (const message of [
    'Aadhaar number is required',
    'Mobile number is required',
    'Aadhaar card is required',
    'Address proof is required',
    "Parent's community certificate is required",
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page.getByLabel('Community', { exact: true }).locator('option')).toHaveText([
    'Select community', 'SC', 'ST', 'MBC/DNC', 'BC', 'OBC', 'OC',
  ]);
});

test('a death is registered without documents', async ({ page }) => {
  await page.goto('/certificates/death');
  await fill(page, {
    'Deceased Full Name': 'Muthu Samy',
    'Date of Death': '2026-11-01',
    'Place of Death': 'Home',
    'Informant Name': 'Selvi Muthu',
    'Relationship to Deceased': 'Daughter',
    Address: '4 Lake Road',
    'Contact Number': '9876543210',
  });
  await submitAndExpectReference(page);
});

test('an income certificate with its five documents, each name shown', async ({ page }) => {
  await page.goto('/certificates/income');
  await fill(page, {
    'Applicant Name': 'Arul Dass',
    'Date of Birth': '1990-06-15',
    Gender: 'Male',
    "Father's Name": 'Dass',
    "Mother's Name": 'Mary',
    Address: '7 Market Street',
    'Aadhaar Number': '4321 4321 4321',
    'Mobile Number': '9876501234',
    Occupation: 'Weaver',
    'Annual Family Income (₹)': '96000',
  });
  const uploads = { 'Aadhaar Card': 'aadhaar.png', 'Ration Card': 'ration.pdf', 'Salary Slip / Income Proof': 'salary.pdf', 'Community Certificate': 'community.png', 'Residential Proof': 'eb-bill.pdf' };
  for (const [label, name] of Object.entries(uploads)) {
    await page.getByLabel(label, { exact: true }).setInputFiles(name.endsWith('.png') ? photo(name) : scan(name));
    await expect(page.getByText(`Selected: ${name}`)).toBeVisible();
  }
  await submitAndExpectReference(page);
});

test('a nativity certificate with its four documents', async ({ page }) => {
  await page.goto('/certificates/nativity');
  await fill(page, {
    'Applicant Name': 'Kavya R',
    'Date of Birth': '2001-01-26',
    'Place of Birth': 'Tiruvallur',
    'Current Address': '2 School Road',
    'Permanent Address': '2 School Road',
    'Aadhaar Number': '5678 5678 5678',
    'Mobile Number': '9000012345',
  });
  for (const label of ['Aadhaar Card', 'Birth Proof', 'Residential Proof', "Parent's Proof of Nativity"]) {
    await page.getByLabel(label, { exact: true }).setInputFiles(scan(`${label}.pdf`));
  }
  await submitAndExpectReference(page);
});

test('a first graduate certificate with its four documents', async ({ page }) => {
  await page.goto('/certificates/first-graduate');
  await fill(page, {
    'Applicant Name': 'Priya S',
    'Date of Birth': '2007-08-09',
    Gender: 'Female',
    "Father's Name": 'Sekar',
    "Mother's Name": 'Valli',
    "Father's Occupation": 'Farmer',
    "Mother's Occupation": 'Tailor',
    Address: '11 Canal Street',
    'Aadhaar Number': '1111 2222 3333',
    'Mobile Number': '9123456780',
    'Community/Caste': 'BC',
    'Latest Education Qualification': 'Higher Secondary',
    'Any Graduates in Family': 'No',
  });
  for (const label of ['Aadhaar Card', 'Community Certificate', 'Educational Proof', 'Affidavit']) {
    await page.getByLabel(label, { exact: true }).setInputFiles(photo(`${label}.png`));
  }
  await submitAndExpectReference(page);
});

test('a program renamed to .pdf is refused by the server, and the birth form says why', async ({ page }) => {
  await page.goto('/certificates/birth');
  await fill(page, {
    "Child's Full Name": 'Meena Kumari',
    'Date of Birth': '2026-10-02',
    Gender: 'Female',
    'Place of Birth': 'Home',
    "Father's Name": 'Ravi Kumar',
    "Mother's Name": 'Lakshmi Ravi',
    'Permanent Address': '12 Temple Street',
    'Contact Number': '9876543210',
    "Informant's Name": 'Ravi Kumar',
    'Relation to Child': 'Father',
  });
  const program = { name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]) };
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(program);
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(scan());
  await sendAfterCheckingAnswers(page, 'Submit Application');

  await expect(page.getByRole('alert').filter({ hasText: 'Error: Proof of Birth must be a JPG, PNG or PDF file' })).toBeVisible();
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('Meena Kumari');
});
