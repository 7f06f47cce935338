import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { photo } from './support/files';
import { expectNoSeriousA11yViolations, signInByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

/*
 * A grievance with a photo and a place, as the clerk sees it in a real browser (decision 085): the
 * photo shown from /uploads with the clerk's token, the maps links, the possible duplicate and
 * marking it, at a desktop's width, a phone's and 200 % zoom. Every text of these pages, in both
 * languages, and what each action tells the clerk, is tests/unit/client/admin-grievance-place.test.tsx.
 */

/** A word nobody else's records hold. */
const ownWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Files a water grievance through the multipart form of POST /api/grievances, with its place and, when given, a photo. */
async function fileGrievance(request: APIRequestContext, name: string, point: { latitude: string; longitude: string }, withPhoto: boolean) {
  const response = await request.post('/api/grievances', {
    multipart: {
      name,
      email: 'kavitha@example.in',
      subject: 'water',
      message: 'A burst pipe floods the street by the bus stand.',
      ...point,
      ward: '12',
      landmark: 'Bus stand',
      ...(withPhoto ? { photo: photo('pipe.png') } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { complaintId: string }).complaintId;
}

/** Nothing wider than the page. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${where} scrolls sideways`,
  ).toBeLessThanOrEqual(0);
}

test("a clerk sees a grievance's photo and place, and marks it a duplicate of one filed nearby", async ({ page, request }) => {
  const word = ownWord('Kavitha');
  const earlier = await fileGrievance(request, `${word} One`, { latitude: '13.08268', longitude: '80.27072' }, false);
  const complaintId = await fileGrievance(request, `${word} Two`, { latitude: '13.08290', longitude: '80.27080' }, true);

  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search by name, reference or complaint ID' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('table', { name: 'Grievances' }).getByRole('row').filter({ hasText: complaintId });
  await expect(row).toContainText('Photo');
  await expect(row).toContainText('12');
  await row.getByRole('link', { name: `Open grievance ${complaintId}` }).click();

  // The photo came with the clerk's token and the browser drew it.
  const image = page.getByRole('img', { name: `Photo sent with complaint ${complaintId}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const place = page.getByRole('region', { name: 'Place' });
  await expect(place).toContainText('Bus stand');
  await expect(place.getByRole('link', { name: "Open in the phone's maps app" })).toHaveAttribute(
    'href',
    `geo:13.08290,80.27080?q=13.08290,80.27080(${complaintId})`,
  );
  await expect(place.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);

  // The one filed 25 m away is a possible duplicate; marking asks first, then says so.
  const duplicates = page.getByRole('table', { name: 'Possible duplicates' });
  await expect(duplicates.getByRole('row').filter({ hasText: earlier })).toContainText('m away');
  await expectNoSeriousA11yViolations(page);
  await duplicates.getByRole('button', { name: `Mark ${complaintId} as a duplicate of ${earlier}` }).click();
  await page
    .getByRole('dialog', { name: `Mark ${complaintId} as a duplicate of ${earlier}?` })
    .getByRole('button', { name: 'Mark as duplicate' })
    .click();
  await expect(page.getByText(`${complaintId} marked a duplicate of ${earlier}.`)).toBeFocused();
  await expect(page.getByRole('link', { name: earlier, exact: true }).first()).toBeVisible();

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
    { width: 683, height: 384 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, `the grievance's page at ${viewport.width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: `Undo: ${complaintId} is not a duplicate of ${earlier}` }).click();
  await expect(page.getByText(`${complaintId} is no longer marked a duplicate.`)).toBeFocused();
});
