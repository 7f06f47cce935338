import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { attachBirthDocuments, fillBirth, noDraftNote, sendAfterCheckingAnswers } from './support/citizen-forms';
import { storedBirths } from './support/first-admin';
import type { StoredBirth } from './support/first-admin';
import { mainNav, newCitizen, registerByApi, signInByApi } from './support/fixtures';
import { photo, scan } from './support/files';
import { submitToOutbox } from './support/outbox';
import { confirmationPanel } from './support/confirmation';

/*
 * Drafts live in the page's own storage (IndexedDB), service worker or not: none runs here. How a
 * draft is written, read, owned and discarded is tested in tests/unit/offline/draft*.test.ts and
 * drafts.test.ts; here a person's draft survives what a phone does to a page.
 */

/** The draft as the form shows it after it was opened again. */
async function expectRestored(page: Page, childName: string) {
  await expect(page.getByLabel("Child's Full Name")).toHaveValue(childName);
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Contact Number')).toHaveValue('+91 98765 43210');
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText('hospital-record.pdf');
  await expect(page.getByRole('list', { name: 'Attached for Address Proof' })).toContainText('ration-card.png');
  // The upload's own control holds the kept file too: it names it, rather than 'No file chosen'.
  const inPicker = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (file) => file.name));
  await expect.poll(() => inPicker('Proof of Birth')).toEqual(['hospital-record.pdf']);
  await expect.poll(() => inPicker('Address Proof')).toEqual(['ration-card.png']);
}

/** The form has looked for a draft and found none. */
async function expectNoDraft(page: Page) {
  await expect(noDraftNote(page)).toBeVisible();
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toHaveCount(0);
}

/** Fills the birth form for this child with both documents, and waits until the draft is written (values debounced): its note says when. */
async function leaveDraft(page: Page, childName: string) {
  await fillBirth(page, childName);
  await attachBirthDocuments(page);
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();
}

/** Opens the birth form, finds the draft there and submits it: the portal holds it once, under the reference shown. */
async function submitRestoredDraft(page: Page, request: APIRequestContext, childName: string): Promise<StoredBirth | undefined> {
  await page.goto('/certificates/birth');
  await expectRestored(page, childName);
  await sendAfterCheckingAnswers(page, 'Submit Application');
  const success = confirmationPanel(page, 'Application submitted');
  await expect(success).toContainText('Application submitted successfully!');
  const reference = (await success.locator('strong').nth(1).textContent()) ?? '';
  const stored = await storedBirths(request, childName);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.reference).toBe(reference);
  return stored[0];
}

const uniqueChild = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

test('a birth draft with two documents survives a reload and closing the browser, is sent with both after it is opened again, and is gone once sent', async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  // Test contexts forget everything when closed: a real profile on disk, as a phone's browser keeps.
  const profile = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  const openBrowser = () => playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'block' });
  const childName = uniqueChild('Tamizh');
  try {
    const before = await openBrowser();
    const page = before.pages()[0] ?? (await before.newPage());
    await page.goto('/certificates/birth');
    await leaveDraft(page, childName);
    await page.reload();
    await expectRestored(page, childName);
    await before.close();

    const after = await openBrowser();
    try {
      const reopened = after.pages()[0] ?? (await after.newPage());
      const stored = await submitRestoredDraft(reopened, request, childName);
      // The bytes came back from the disk whole: the same sizes as the files picked before the restart.
      expect(stored?.documents.map((document) => [document.field, document.name, document.type, document.size])).toEqual([
        ['birthProof', 'hospital-record.pdf', 'application/pdf', scan().buffer.length],
        ['addressProof', 'ration-card.png', 'image/png', photo().buffer.length],
      ]);
      // Submitted: the draft is gone, the next visit starts empty.
      await reopened.goto('/certificates/birth');
      await expectNoDraft(reopened);
    } finally {
      await after.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

/** A phone camera's photo of a document: 4000 × 3000 pixels of paper, ink and sensor noise, as a high-quality JPEG. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#f4efe3');
    gradient.addColorStop(1, '#d9d2c0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    context.fillStyle = '#1d2a44';
    context.font = '90px serif';
    for (let line = 0; line < 28; line += 1)
      context.fillText('Government Hospital, Ward 4 — record of birth no. 2026/10/0042', 200, 200 + line * 100);
    const image = context.getImageData(0, 0, 4000, 3000);
    let seed = 7;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 24) - 12;
      image.data[index] = (image.data[index] ?? 0) + noise;
      image.data[index + 1] = (image.data[index + 1] ?? 0) + noise;
      image.data[index + 2] = (image.data[index + 2] ?? 0) + noise;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * A small picture saved as PNG (about 2 KB, 36 × 36 pixels of a paper-coloured gradient with a
 * little noise), which JPEG would make smaller still: the old rule re-encoded it.
 */
async function smallPicture(page: Page): Promise<{ png: Buffer; asJpeg: number }> {
  const { png, asJpeg } = await page.evaluate(async () => {
    const side = 36;
    const canvas = new OffscreenCanvas(side, side);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const image = context.createImageData(side, side);
    let seed = 11;
    for (let pixel = 0; pixel < side * side; pixel += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 9) - 4;
      const [x, y] = [pixel % side, Math.floor(pixel / side)];
      image.data.set([200 + x + noise, 180 + y + noise, 150 + noise, 255], pixel * 4);
    }
    context.putImageData(image, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    return { png: btoa(String.fromCharCode(...bytes)), asJpeg: jpeg.size };
  });
  return { png: Buffer.from(png, 'base64'), asJpeg };
}

test('a photographed document is made smaller before it is kept and sent, and the form says by how much; a small PNG is kept and sent exactly as picked', async ({
  page,
  request,
}) => {
  const childName = uniqueChild('Ilakkiya');
  await page.goto('/certificates/birth');
  const original = await cameraPhoto(page);
  expect(original.length).toBeGreaterThan(1024 * 1024);
  const { png, asJpeg } = await smallPicture(page);
  // Well under 300 KB and 1600 px, and JPEG would save bytes: kept as it is all the same.
  expect(png.length).toBeLessThan(8 * 1024);
  expect(asJpeg).toBeLessThan(png.length);

  await fillBirth(page, childName);
  await page
    .getByLabel('Proof of Birth', { exact: true })
    .setInputFiles({ name: 'birth-record.jpeg', mimeType: 'image/jpeg', buffer: original });
  await page
    .getByLabel('Address Proof', { exact: true })
    .setInputFiles({ name: 'ration-card-scan.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText(
    /birth-record\.jpg \(\d+ KB\) Reduced from \d+\.\d MB to \d+ KB\./,
  );
  const kept = page.getByRole('list', { name: 'Attached for Address Proof' });
  await expect(kept).toContainText('ration-card-scan.png');
  await expect(kept).not.toContainText('Reduced');
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();

  await sendAfterCheckingAnswers(page, 'Submit Application');
  await expect(confirmationPanel(page, 'Application submitted')).toContainText('Application submitted successfully!');
  const stored = await storedBirths(request, childName);
  const proof = stored[0]?.documents.find((document) => document.field === 'birthProof');
  expect(proof).toMatchObject({ name: 'birth-record.jpg', type: 'image/jpeg' });
  expect(proof?.size).toBeLessThan(original.length / 2);
  const addressProof = stored[0]?.documents.find((document) => document.field === 'addressProof');
  expect(addressProof).toMatchObject({ name: 'ration-card-scan.png', type: 'image/png', size: png.length });
  // What the clerk opens is the very file picked, byte for byte.
  const opened = await request.get(addressProof?.url ?? '/missing');
  expect(opened.headers()['content-type']).toBe('image/png');
  expect((await opened.body()).equals(png)).toBe(true);
});

test("one person's draft is never shown to another on the same device, and leaves it at Logout", async ({ page, request }) => {
  const userA = newCitizen();
  const userB = newCitizen();
  await registerByApi(request, userA);
  await registerByApi(request, userB);
  const childName = uniqueChild('Anbu');

  /** Signed in as this person, on the birth form, which has looked for their draft (the session is confirmed after the page loads). */
  const openFormAs = async (account: typeof userA) => {
    await signInByApi(page, account);
    await page.goto('/certificates/birth');
    await expect(mainNav(page).getByText(`Welcome, ${account.username}`)).toBeVisible();
  };

  await openFormAs(userA);
  await expectNoDraft(page);
  await leaveDraft(page, childName);

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/certificates/birth');
  await expectNoDraft(page);

  await openFormAs(userB);
  await expectNoDraft(page);
  await expect(page.getByText(childName)).toHaveCount(0);

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  // Logout took A's draft off the device with the session (decision 063): nothing to restore.
  await openFormAs(userA);
  await expectNoDraft(page);
  await expect(page.getByText(childName)).toHaveCount(0);
});

test('the tax and grievance forms keep what was typed across a reload', async ({ page }) => {
  const draftNote = noDraftNote(page);
  await page.goto('/taxes/property');
  // The form has looked for a draft (the device's storage is open), as before anyone starts typing.
  await expect(draftNote).toBeVisible();
  await page.getByLabel('Owner Name').fill('Ravi Kumar');
  await page.getByLabel('Property ID').fill('PROP-0042');
  await page.getByLabel('Period').selectOption('Jul-Sep');
  // What the page writes while it unloads is best effort in a browser: the saved note is the promise.
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Owner Name')).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('Property ID')).toHaveValue('PROP-0042');
  await expect(page.getByLabel('Period')).toHaveValue('Jul-Sep');

  await page.goto('/grievances');
  await expect(draftNote).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Selvi Muthu');
  await page.getByLabel('Message', { exact: true }).fill('The street light near the school is out.');
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Selvi Muthu');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('The street light near the school is out.');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(draftNote).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a form opened online keeps its draft and queues the application when the connection goes before the app is stored for offline use', async ({
  page,
  context,
  request,
}) => {
  // No service worker: the page has only what it fetched itself while it was online.
  await page.goto('/certificates/birth');
  await expect(noDraftNote(page)).toBeVisible();
  // Once the form is idle it fetches what it loads only when used (decision 023): every chunk of it is in the tab.
  await expect(page.locator('link[rel="modulepreload"][href*="/drafts-"]')).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const later = document.getElementById('root')?.dataset.later?.split(' ').filter(Boolean) ?? [];
        return later.length > 0 && later.every((href) => performance.getEntriesByName(new URL(href, location.href).href).length > 0);
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  const childName = uniqueChild('Kavya');
  await leaveDraft(page, childName);
  await submitToOutbox(page, 'Submit Application');
  expect(await storedBirths(request, childName)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await storedBirths(request, childName)).length, { timeout: 20_000 }).toBe(1);
});
