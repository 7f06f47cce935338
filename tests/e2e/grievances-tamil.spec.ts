import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow } from './support/tamil';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

test('the grievance form says what is missing and what is wrong in Tamil', async ({ page }) => {
  await page.goto('/grievances');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: 'குறையைச் சமர்ப்பிக்க' }).click();
  const required = page.getByRole('alert').filter({ hasText: 'தேவையான எல்லா விவரங்களையும் நிரப்பவும்.' });
  await expect(required).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('பெயர்', { exact: true }).fill('மீனா சுந்தரம்');
  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill('meena.example.in');
  await page.getByLabel('குறையின் வகை', { exact: true }).selectOption('water');
  await page.getByLabel('புகார் விவரம்', { exact: true }).fill('செவ்வாய் முதல் 7ஆம் வார்டில் குடிநீர் வரவில்லை.');
  await page.getByRole('button', { name: 'குறையைச் சமர்ப்பிக்க' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.' })).toBeVisible();
  await expect(required).toHaveCount(0);
});

test('a grievance submitted in Tamil gives its complaint ID, and tracking it shows the status in Tamil', async ({ page }) => {
  await page.goto('/grievances');
  await page.getByLabel('பெயர்', { exact: true }).fill('மீனா சுந்தரம்');
  await page.getByLabel('மின்னஞ்சல்', { exact: true }).fill('meena@example.in');
  await page.getByLabel('குறையின் வகை', { exact: true }).selectOption('cleanliness');
  await page.getByLabel('புகார் விவரம்', { exact: true }).fill('தெருவில் குப்பை அள்ளப்படவில்லை.');
  await page.getByRole('button', { name: 'குறையைச் சமர்ப்பிக்க' }).click();
  // The confirmation page (issue 23): its panel holds the spec's text in Tamil and the complaint ID.
  const success = page.getByRole('region', { name: 'குறை சமர்ப்பிக்கப்பட்டது' });
  await expect(success).toContainText('உங்கள் குறை வெற்றிகரமாகப் பதிவு செய்யப்பட்டது! உங்கள் புகார் எண்: ');
  const complaintId = /GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec((await success.textContent()) ?? '')?.[0] ?? '';

  // From it, the grievances page's tracker.
  await page.getByRole('link', { name: 'புகார் எண்ணைக் கொண்டு குறைகள் பக்கத்தில் குறையின் நிலையை அறியலாம்.' }).click();
  await page.getByLabel('புகார் எண்').fill(complaintId);
  await page.getByRole('button', { name: 'நிலையை அறிய' }).click();
  await expect(page.getByRole('status').filter({ hasText: `புகார் ${complaintId}:` })).toContainText('நிலுவையில்');
});

for (const screen of [
  { name: 'a 360 px phone', viewport: { width: 360, height: 800 }, deviceScaleFactor: 1 },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
]) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.viewport.width === 360, hasTouch: screen.viewport.width === 360 });

    test('the grievance form with its errors and the tracker fit the screen in Tamil', async ({ page }, testInfo) => {
      await page.goto('/grievances');
      await page.getByRole('button', { name: 'குறையைச் சமர்ப்பிக்க' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.getByLabel('புகார் எண்').fill('GRV-2222-2222');
      await page.getByRole('button', { name: 'நிலையை அறிய' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'இந்தப் புகார் எண் கிடைக்கவில்லை.' })).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: testInfo.outputPath('grievances.png'), fullPage: true });
    });
  });
}
