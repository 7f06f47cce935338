import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

// Offline use and the installed app are what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/*
 * The sign-in page and the offline notices in Tamil (issue 21). The language comes from the cookie
 * the switch sets. The grievance form is filled by its fields' names: its labels are another
 * area's texts.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ta', url: baseURL ?? 'http://localhost:4173' }]);
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'முதன்மை' });
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

test('a grievance submitted offline: the notice and the outbox in Tamil, then it is sent', async ({ page, context }) => {
  const person = unique('Selvi');
  // Each page once through the menu, so that its code and its Tamil texts are in the tab before the connection goes.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await mainNav(page).getByRole('link', { name: 'அனுப்பக் காத்திருப்பவை' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'அனுப்பக் காத்திருப்பவை' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'குறைகள்' }).click();
  const form = page.locator('form').filter({ has: page.locator('[name="message"]') });
  await expect(form).toBeVisible();
  // Stored for offline use: the queued grievance then opens its "waiting to send" page.
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await form.locator('[name="name"]').fill(person);
  await form.locator('[name="email"]').fill('selvi@example.in');
  await form.locator('[name="subject"]').selectOption('water');
  await form.locator('[name="message"]').fill('No water supply on Well Street since Monday.');
  await form.locator('button[type="submit"]').click();

  // Its confirmation page says it waits to be sent (issue 23).
  await expect(page.getByRole('region', { name: 'அனுப்பக் காத்திருக்கிறது' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/இணைப்பு திரும்பியதும் தானாகவே அனுப்பப்படும்/)).toBeVisible();
  await page.getByRole('link', { name: 'அனுப்பக் காத்திருப்பவை பக்கம்' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'அனுப்பக் காத்திருப்பவை' })).toBeVisible();
  const item = page.getByRole('region', { name: 'அனுப்பப்பட வேண்டியவை' }).getByRole('listitem').filter({ hasText: person });
  await expect(item).toContainText('வரிசையில் உள்ளது');
  await expect(item).toContainText(/இந்தச் சாதனத்தில் சேமிக்கப்பட்டது: \d{1,2} \S+ \d{4}, \d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'இப்போதே அனுப்ப' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(page.getByText('அனுப்புவதற்கு எதுவும் காத்திருக்கவில்லை.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'அனுப்பப்பட்டவை' }).getByRole('listitem').filter({ hasText: person })).toContainText(/புகார் எண்: \S+/);
});

test('the login page in Tamil says what is missing, and fits a 360 px phone and 200 % zoom', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'உள்நுழைய' });
  await expect(submit).toBeEnabled();
  await submit.click();
  const summary = page.getByRole('alert').filter({ hasText: 'பயனர் பெயர் அல்லது மின்னஞ்சல் தேவை' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('கடவுச்சொல் தேவை');
  await expect(page.getByLabel('கடவுச்சொல்', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A desktop window of 1280 px at 200 % zoom lays the page out in 640 CSS pixels, at twice the pixels.
  for (const [name, width, scale] of [
    ['360px', 360, 1],
    ['zoom-200', 640, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 740 });
    if (scale !== 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setDeviceMetricsOverride', { width, height: 740, deviceScaleFactor: scale, mobile: false });
    }
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(element).position !== 'fixed';
      });
      return { scroll: document.documentElement.scrollWidth - width, wide: wide.map((element) => element.outerHTML.slice(0, 80)) };
    });
    expect(overflow, name).toEqual({ scroll: 0, wide: [] });
    await page.screenshot({ path: testInfo.outputPath(`login-ta-${name}.png`), fullPage: true });
  }
});
