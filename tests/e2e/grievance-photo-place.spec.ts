import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { GrievanceDetail } from '../../src/shared/api/admin-types';
import { phonePhoto } from '../fixtures/grievance-photo';
import { formReady } from './support/citizen-forms';
import { resolveGrievanceAsClerk } from './support/clerk';
import { adminToken } from './support/first-admin';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * A grievance with a photo and a place (decision 085), in Tamil on a phone: filed with a photo, a
 * ward and a landmark; once a clerk resolved it, rated and reopened from the tracker. Each message
 * of the form and the tracker (a refused location, a wrong email, a 409) is tested in
 * tests/unit/client/grievance-photo-place.test.tsx and grievance-reopen-rating.test.tsx; the
 * outbox with a photo in tests/e2e/offline-outbox.spec.ts.
 */

test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

const SUBMIT = 'குறையைச் சமர்ப்பிக்க';
const COMPLAINT_ID = /GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

/** What the clerk's page reads of the grievance with this complaint ID. */
async function clerksView(request: APIRequestContext, complaintId: string): Promise<GrievanceDetail> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get(`/api/admin/list?${new URLSearchParams({ q: complaintId, only: 'grievances' })}`, { headers });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { data: { grievances?: { _id: string; complaintId: string }[] } }).data.grievances ?? [];
  const row = rows.find((candidate) => candidate.complaintId === complaintId);
  const detail = await request.get(`/api/admin/grievances/${row?._id ?? 'missing'}`, { headers });
  expect(detail.status(), await detail.text()).toBe(200);
  return (await detail.json()) as GrievanceDetail;
}

test('in Tamil on a phone: a grievance with a photo, a ward and a landmark gets its complaint ID; once resolved, its submitter rates and reopens it from the tracker', async ({
  page,
  request,
}) => {
  test.slow();
  const name = `மீனா ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/grievances');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await formReady(page, SUBMIT);
  await page.getByLabel('பெயர்', { exact: true }).fill(name);
  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill('meena@example.in');
  await page.getByLabel('குறையின் வகை', { exact: true }).selectOption('water');
  await page.getByLabel('புகார் விவரம்', { exact: true }).fill('தெருவில் குடிநீர்க் குழாய் உடைந்துள்ளது.');

  await page.getByLabel(/^பிரச்சினையின் புகைப்படம்/).setInputFiles(await phonePhoto());
  // Made smaller on the phone, as a certificate's photo is: a JPEG of at most 1600 px, shown before it goes.
  const preview = page.getByRole('figure');
  await expect(preview.getByRole('img', { name: 'நீங்கள் தேர்வு செய்த புகைப்படம்' })).toBeVisible();
  await expect(preview).toContainText('burst-pipe.jpg');
  await page.getByLabel(/^வார்டு/).selectOption('12');
  await page.getByLabel(/^அருகிலுள்ள அடையாளம்/).fill('பேருந்து நிலையம் எதிரில்');
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotForReview(page, 'grievance-photo-place-ta-360');

  await page.getByRole('button', { name: SUBMIT }).click();
  const success = page.getByRole('region', { name: 'குறை சமர்ப்பிக்கப்பட்டது' });
  await expect(success).toContainText(COMPLAINT_ID);
  const complaintId = COMPLAINT_ID.exec((await success.textContent()) ?? '')?.[0] ?? '';

  // The clerk sees the photo and the place as given.
  const filed = await clerksView(request, complaintId);
  expect(filed.photoPath).toBeTruthy();
  expect(filed.place).toMatchObject({ ward: '12', landmark: 'பேருந்து நிலையம் எதிரில்', latitude: null, longitude: null });

  await resolveGrievanceAsClerk(request, complaintId);
  await page.goto(`/grievances?complaint=${complaintId}`);
  const tracker = page.getByRole('region', { name: 'புகாரின் நிலையை அறிய' });
  await expect(tracker.getByRole('status').filter({ hasText: complaintId })).toContainText('தீர்க்கப்பட்டது');

  // The rating: a group of five labelled choices, chosen by the keyboard.
  const rate = tracker.getByRole('form', { name: 'புகார் கையாளப்பட்ட விதத்தை மதிப்பிட' });
  await rate.getByLabel('மின்னஞ்சல்', { exact: true }).fill('meena@example.in');
  await rate.getByRole('radio', { name: '3 – பரவாயில்லை' }).check();
  await page.keyboard.press('ArrowDown');
  await expect(rate.getByRole('radio', { name: '4 – நன்று' })).toBeChecked();
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await expectNoSeriousA11yViolations(page);
  await rate.getByRole('button', { name: 'மதிப்பீட்டை அனுப்ப' }).click();
  await expect(tracker.getByText('நன்றி. உங்கள் மதிப்பீடு 5-க்கு 4 பதிவு செய்யப்பட்டது.')).toBeFocused();

  // Not solved after all: reopened within its 7 days, with a reason.
  const reopen = tracker.getByRole('form', { name: 'புகாரை மீண்டும் திறக்க' });
  await reopen.getByLabel('மின்னஞ்சல்', { exact: true }).fill('meena@example.in');
  await reopen.getByLabel('பிரச்சினை ஏன் தீர்க்கப்படவில்லை?').fill('குழாய் இன்னும் கசிகிறது.');
  await reopen.getByRole('button', { name: 'புகாரை மீண்டும் திறக்க' }).click();
  await expect(tracker.getByText(`புகார் ${complaintId} மீண்டும் திறக்கப்பட்டு அலுவலகத்துக்குத் திரும்ப அனுப்பப்பட்டது.`)).toBeFocused();
  await expect(tracker.getByRole('status').filter({ hasText: `புகார் ${complaintId}:` })).toContainText('நிலுவையில்');
  await expectNoSeriousA11yViolations(page);

  const reopened = await clerksView(request, complaintId);
  expect(reopened.status).toBe('Pending');
  expect(reopened.feedback).toMatchObject({ rating: 4 });
  expect(reopened.history).toContainEqual(expect.objectContaining({ kind: 'reopened', note: 'குழாய் இன்னும் கசிகிறது.' }));
});
