import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * A citizen who reads Tamil, on a phone: the sign-in page, My requests and the offline
 * outbox in Tamil. The language comes from the cookie the switch sets. Each Tamil message of these
 * pages is tested in tests/unit/client/auth-tamil.test.tsx and tests/unit/offline/*-tamil.test.tsx.
 * The grievance form is filled by its fields' names: its labels are another area's texts.
 */

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'முதன்மை' });
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Nothing but a fixed bar is wider than the screen, and the page does not scroll sideways. */
async function expectNothingWider(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(element).position !== 'fixed';
    });
    return { scroll: document.documentElement.scrollWidth - width, wide: wide.map((element) => element.outerHTML.slice(0, 80)) };
  });
  expect(overflow, `${page.url()} at ${page.viewportSize()?.width ?? '?'} px`).toEqual({ scroll: 0, wide: [] });
}

/** At 360 px the navigation's links are behind its Menu toggle. */
async function openMenuLink(page: Page, name: string) {
  await mainNav(page).getByText('பட்டியல்', { exact: true }).click();
  await mainNav(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('with the app stored for offline use', () => {
  // Only here does the service worker run: the grievance queued offline opens its "waiting to send" page.
  test.use({ serviceWorkers: 'allow' });

  test('in Tamil on a phone: the sign-in page says what is missing, My requests and the outbox read in Tamil, and a grievance sent offline waits, then goes', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const account = newCitizen();
    await registerByApi(request, account);
    const person = unique('Selvi');

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const submit = page.getByRole('button', { name: 'உள்நுழைய' });
    await expect(submit).toBeEnabled();
    await submit.click();
    const summary = page.getByRole('alert').filter({ hasText: 'பயனர் பெயர் அல்லது மின்னஞ்சல் தேவை' });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('கடவுச்சொல் தேவை');
    await expect(page.getByLabel('கடவுச்சொல்', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNothingWider(page);
    await expectNoSidewaysOverflowAtDoubleZoom(page, expectNothingWider);
    await screenshotForReview(page, 'login-ta-360');

    await page.getByLabel('பயனர் பெயர் அல்லது மின்னஞ்சல்', { exact: true }).fill(account.username);
    await page.getByLabel('கடவுச்சொல்', { exact: true }).fill(account.password);
    await submit.click();
    await expect(mainNav(page).getByText(`வணக்கம், ${account.username}`)).toBeAttached();

    // Each page once through the menu, so that its code and its Tamil texts are in the tab before the connection goes.
    await openMenuLink(page, 'எனது கோரிக்கைகள்');
    await expect(page.getByText('இதுவரை விண்ணப்பம் இல்லை.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysOverflow(page);
    await expectNoSidewaysOverflowAtDoubleZoom(page);
    await screenshotForReview(page, 'my-requests-ta-360');
    await openMenuLink(page, 'அனுப்பக் காத்திருப்பவை');
    await mainNav(page).getByText('பட்டியல்', { exact: true }).click();
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

    // Its confirmation page says it waits to be sent.
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
    await expect(page.getByRole('region', { name: 'அனுப்பப்பட்டவை' }).getByRole('listitem').filter({ hasText: person })).toContainText(
      /புகார் எண்: \S+/,
    );
  });
});
