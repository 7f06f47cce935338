import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, mainNav } from './support/fixtures';

test('home shows the services, the statistics and the way in', async ({ page }) => {
  await page.goto('/');

  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Citizen Services Portal' })).toHaveAttribute('href', '/');
  for (const name of ['Home', 'Certificates', 'Taxes', 'Grievances', 'Login', 'Register']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await expect(page.getByRole('contentinfo')).toContainText('Municipality portal');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  for (const figure of ['10000', '5000', '99%', '24/7']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/certificates');
  await expect(page.getByRole('link', { name: 'Pay Taxes and Bills' })).toHaveAttribute('href', '/taxes');

  await page.getByRole('link', { name: 'Apply for a Certificate' }).click();
  await expect(page).toHaveURL('/certificates');
});

test('the certificate list links to the six forms', async ({ page }) => {
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  const forms = {
    Birth: '/certificates/birth',
    Death: '/certificates/death',
    Community: '/certificates/community',
    Income: '/certificates/income',
    Nativity: '/certificates/nativity',
    'First Graduate': '/certificates/first-graduate',
  };
  for (const [name, href] of Object.entries(forms)) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the tax list links to the five forms', async ({ page }) => {
  await page.goto('/taxes');
  const forms = {
    Property: '/taxes/property',
    Water: '/taxes/water',
    'Electricity Bill': '/taxes/electricity',
    Gas: '/taxes/gas',
    Land: '/taxes/land',
  };
  for (const [name, href] of Object.entries(forms)) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the contact page gives the office address, phone, email and hours', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 44 2345 6789' })).toHaveAttribute('href', 'tel:+914423456789');
  await expect(page.getByRole('link', { name: 'help@municipality.gov.in' })).toHaveAttribute('href', 'mailto:help@municipality.gov.in');
  await expect(page.getByText('Monday to Friday')).toBeVisible();
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu collapses behind a toggle that opens and closes it', async ({ page }) => {
    await page.goto('/');
    // The browser's own disclosure (<details>), so that it works before the JavaScript has started.
    const toggle = mainNav(page).getByText('Menu', { exact: true });
    const certificates = mainNav(page).getByRole('link', { name: 'Certificates', exact: true });

    await expect(toggle).toBeVisible();
    await expect(certificates).toBeHidden();

    await toggle.click();
    await expect(certificates).toBeVisible();
    await toggle.click();
    await expect(certificates).toBeHidden();

    await toggle.click();
    await certificates.click();
    await expect(page).toHaveURL('/certificates');
    await expect(certificates).toBeHidden();
  });

  test('pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/certificates', '/register', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test('no page has a serious accessibility violation', async ({ page }) => {
  // Nine full axe runs, next to the service worker precaching the app: slow on a busy machine.
  test.slow();
  for (const path of ['/', '/certificates', '/taxes', '/contact', '/login', '/register', '/admin-login', '/admin-setup', '/missing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
