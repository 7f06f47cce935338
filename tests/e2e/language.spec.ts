import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import certificatesTa from '../../src/client/features/certificates/certificate-texts.ta';
import contactTa from '../../src/client/features/contact/contact-texts.ta';
import appTa from '../../src/client/i18n/app-texts.ta';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signInByApi } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow } from './support/tamil';
import { storedLanguage } from './support/service-worker';

/*
 * Tamil and English (docs/decisions/035): the switch in the navigation, the choice kept
 * in the `lang` cookie (the server) and in the device's settings (the service worker), Tamil from
 * the first paint online and without JavaScript. Offline, with the service worker, the language is
 * part of pwa-offline.spec.ts's journey (one install of the worker for both).
 */
const tamilNav = (page: Page) => page.getByRole('navigation', { name: appTa.nav.label });
const html = (page: Page) => page.locator('html');

test('the link in the navigation shows the same page in Tamil, and the choice stays; axe finds nothing serious on Tamil pages', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await mainNav(page).getByRole('link', { name: 'தமிழ்', exact: true }).click();

  await expect(page).toHaveURL('/contact');
  await expect(html(page)).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: contactTa.title })).toBeVisible();
  await expect(tamilNav(page).getByRole('link', { name: 'English', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: contactTa.title })).toBeVisible();
  await expect.poll(() => storedLanguage(page)).toBe('ta');

  // The page's HTML, as the server sends it before any script runs, is Tamil.
  const prerendered = await (await page.request.get('/')).text();
  expect(prerendered).toContain('<html lang="ta">');
  expect(prerendered).toContain(appTa.home.heroTitle);

  // The other pages, opened in the app, are Tamil too.
  await tamilNav(page).getByRole('link', { name: appTa.nav.home, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: appTa.home.heroTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tamilNav(page).getByRole('link', { name: appTa.nav.certificates, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: certificatesTa.list.title })).toBeVisible();

  await tamilNav(page).getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL('/certificates');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  await expect.poll(() => storedLanguage(page)).toBe('en');
});

test('in Tamil, no page is wider than the screen from a phone to a laptop, signed out and signed in', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await chooseTamil(context, baseURL);
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  const widths = [360, 768, 1024, 1440];
  const visit = async (signedIn: boolean) => {
    for (const path of ['/', '/certificates/birth', '/taxes']) {
      await page.goto(path);
      await expect(
        tamilNav(page).getByRole(signedIn ? 'button' : 'link', { name: signedIn ? appTa.nav.logout : appTa.nav.register }),
      ).toBeAttached();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysOverflow(page);
      }
    }
  };
  await visit(false);
  await signInByApi(page, citizen);
  await visit(true);
  // On a tablet the whole menu is on screen: its last item can be reached and pressed.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(tamilNav(page).getByRole('button', { name: appTa.nav.logout })).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link, and a Tamil page is Tamil straight from the HTML', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'தமிழ்', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: contactTa.title })).toBeVisible();

    // The choice is the lang cookie the server set: every page is Tamil from then on.
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: appTa.home.heroTitle })).toBeVisible();
    await expect(page).toHaveTitle(appTa.documentTitle({ page: appTa.home.title }));

    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Municipal services, from wherever you are' })).toBeVisible();
  });
});
