import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mainNav } from './support/fixtures';
import { collectPageProblems, isHydrated, waitForApp } from './support/hydration';
import { lookAt } from './support/shots';

/*
 * On a slow line a prerendered page is on screen for seconds before its JavaScript runs. Every
 * control it shows must do what it says in that time, or say it is not ready yet. The app's entry
 * chunk is held back here until the test lets it go.
 */

/** Holds the app's entry chunk (the boot script requests it once the page is painted) until `release()`. */
async function holdAppScript(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** The phone's menu toggle, by what it reads. */
const menuToggle = (page: Page) => mainNav(page).getByText('Menu', { exact: true });

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;

test.describe('on a phone, before the JavaScript has started', () => {
  test.use(PHONE);

  test('Menu opens the menu, its links lead to their pages, and the language switch shows the page in Tamil', async ({ page }) => {
    await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Municipal services, from wherever you are' })).toBeVisible();
    const certificates = mainNav(page).getByRole('link', { name: 'Certificates', exact: true });
    await expect(certificates).toBeHidden();

    await menuToggle(page).tap();
    for (const name of ['Home', 'Certificates', 'Taxes', 'Grievances', 'Outbox', 'Login', 'Register']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await lookAt(page, 'menu-open-before-javascript');
    await menuToggle(page).tap();
    await expect(certificates).toBeHidden();

    await menuToggle(page).tap();
    await mainNav(page).getByRole('link', { name: 'Taxes', exact: true }).tap();
    await expect(page).toHaveURL('/taxes');
    await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
    // The new page starts with its menu closed.
    await expect(certificates).toBeHidden();
    expect(await isHydrated(page)).toBe(false);

    // The app's script is still held on this page too: the switch is a link that works without it.
    await mainNav(page).getByRole('link', { name: 'தமிழ்' }).tap();
    await expect(page).toHaveURL('/taxes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const tamilNav = page.getByRole('navigation', { name: 'முதன்மை' });
    await tamilNav.getByText('பட்டியல்', { exact: true }).tap();
    await expect(tamilNav.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(tamilNav.getByRole('link', { name: 'சான்றிதழ்கள்', exact: true })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
  });

  test('a menu opened while the page loads stays open through hydration, then closes on the next page', async ({ page }) => {
    // The service worker is blocked here (what it does is another file's subject): Playwright's
    // warning of that is not the page's problem, every other one is.
    const problems = collectPageProblems(page);
    const script = await holdAppScript(page);
    await page.goto('/certificates', { waitUntil: 'commit' });
    await menuToggle(page).tap();
    const grievances = mainNav(page).getByRole('link', { name: 'Grievances', exact: true });
    await expect(grievances).toBeVisible();

    script.release();
    await waitForApp(page);
    await expect(grievances).toBeVisible();
    expect(problems).toEqual([]);

    // Now the app's own navigation: the menu closes as it does after a page load.
    await grievances.tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
    await expect(grievances).toBeHidden();
    await menuToggle(page).tap();
    await expect(grievances).toBeVisible();
  });
});

test('the sign-in page says its buttons are not ready until the JavaScript has started, then they work', async ({ page }) => {
  const script = await holdAppScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const show = page.getByRole('button', { name: 'Show password' });
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(page.getByRole('heading', { level: 1, name: 'User Login' })).toBeVisible();
  await expect(show).toBeDisabled();
  await expect(signIn).toBeDisabled();
  // Typed while waiting: kept.
  await page.getByLabel('Password', { exact: true }).fill('village-pass-1');

  script.release();
  await expect(show).toBeEnabled();
  await expect(signIn).toBeEnabled();
  await show.click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('village-pass-1');
});
