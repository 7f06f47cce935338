import { expect, test } from '@playwright/test';
import { formReady } from './support/citizen-forms';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * A grievance in Tamil on a phone. Each Tamil message of the form and the tracker (a wrong email,
 * every status) is tested in tests/unit/client/grievance-form-tamil.test.tsx.
 */

test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

const SUBMIT = 'குறையைச் சமர்ப்பிக்க';

test('a grievance in Tamil: what is missing, an unknown complaint ID, the complaint ID given and its status, in Tamil and within the screen', async ({
  page,
}) => {
  await page.goto('/grievances');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await formReady(page, SUBMIT);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'தேவையான எல்லா விவரங்களையும் நிரப்பவும்.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('புகார் எண்').fill('GRV-2222-2222');
  await page.getByRole('button', { name: 'நிலையை அறிய' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'இந்தப் புகார் எண் கிடைக்கவில்லை.' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await screenshotForReview(page, 'grievances-ta-360');

  await page.getByLabel('பெயர்', { exact: true }).fill('மீனா சுந்தரம்');
  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill('meena@example.in');
  await page.getByLabel('குறையின் வகை', { exact: true }).selectOption('cleanliness');
  await page.getByLabel('புகார் விவரம்', { exact: true }).fill('தெருவில் குப்பை அள்ளப்படவில்லை.');
  await page.getByRole('button', { name: SUBMIT }).click();
  // The confirmation page: its panel holds the spec's text in Tamil and the complaint ID.
  const success = page.getByRole('region', { name: 'குறை சமர்ப்பிக்கப்பட்டது' });
  await expect(success).toContainText('உங்கள் குறை வெற்றிகரமாகப் பதிவு செய்யப்பட்டது! உங்கள் புகார் எண்: ');
  const complaintId = /GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec((await success.textContent()) ?? '')?.[0] ?? '';

  // From it, the grievances page's tracker.
  await page.getByRole('link', { name: 'புகார் எண்ணைக் கொண்டு குறைகள் பக்கத்தில் குறையின் நிலையை அறியலாம்.' }).click();
  await page.getByLabel('புகார் எண்').fill(complaintId);
  await page.getByRole('button', { name: 'நிலையை அறிய' }).click();
  await expect(page.getByRole('status').filter({ hasText: `புகார் ${complaintId}:` })).toContainText('நிலுவையில்');
});
