import { expect, test } from '@playwright/test';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { watchCspViolations } from './support/csp';
import { expectNoSeriousA11yViolations, mainNav } from './support/fixtures';

test('a visitor finds the services from the home page: the six certificate forms, the five tax forms, the office, and a way home', async ({
  page,
}) => {
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
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
  const certificateForms = {
    Birth: '/certificates/birth',
    Death: '/certificates/death',
    Community: '/certificates/community',
    Income: '/certificates/income',
    Nativity: '/certificates/nativity',
    'First Graduate': '/certificates/first-graduate',
  };
  for (const [name, href] of Object.entries(certificateForms)) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await nav.getByRole('link', { name: 'Taxes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Taxes and Bills', level: 1 })).toBeVisible();
  const taxForms = {
    Property: '/taxes/property',
    Water: '/taxes/water',
    'Electricity Bill': '/taxes/electricity',
    Gas: '/taxes/gas',
    Land: '/taxes/land',
  };
  for (const [name, href] of Object.entries(taxForms)) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '+91 44 2345 6789' })).toHaveAttribute('href', 'tel:+914423456789');
  await expect(page.getByRole('link', { name: 'help@municipality.gov.in' })).toHaveAttribute('href', 'mailto:help@municipality.gov.in');
  await expect(page.getByText('Monday to Friday')).toBeVisible();

  // An unknown path is the app's, not the server's 404: the page says so and leads home.
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});

/** Every page a visitor can open without signing in (each prerendered with its own inline boot script). */
const publicPaths = [
  '/',
  '/certificates',
  ...certificateDefinitions.map((definition) => `/certificates/${definition.slug}`),
  '/taxes',
  ...taxDefinitions.map((definition) => `/taxes/${definition.slug}`),
  '/grievances',
  '/contact',
  '/outbox',
  '/login',
  '/register',
  '/admin-login',
  '/admin-setup',
  '/no-such-page',
];
/**
 * The shell's own pages checked with axe, one of each kind: /taxes is the same list of cards as
 * /certificates, /admin-login the same sign-in form as /login (the forms are checked with theirs).
 */
const axePaths = new Set(['/', '/certificates', '/contact', '/login', '/register', '/admin-setup', '/no-such-page']);
/** The pages whose layout a 360 px phone could break: long cards, figures, a form. */
const phonePaths = new Set(['/', '/certificates', '/register', '/contact']);

test('every public page renders under the CSP with no violation; the shell’s pages pass axe and fit a 360 px phone', async ({ page }) => {
  // One tour of the built app under the server's Content-Security-Policy (no inline script or
  // style but the pages' own, by hash; only this origin), with the other checks of each page on the way.
  test.slow();
  const violations = await watchCspViolations(page);
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const path of publicPaths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    if (path === '/admin-setup') {
      // The first administrator exists (first-admin.setup.ts): setup is closed for good.
      await expect(page.getByText('Admin setup has already been completed.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Complete Setup' })).toHaveCount(0);
    }
    if (axePaths.has(path)) await expectNoSeriousA11yViolations(page);
    if (phonePaths.has(path)) {
      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways on a 360 px phone`).toBeLessThanOrEqual(0);
      await page.setViewportSize(desktop);
    }
  }
  expect(await violations()).toEqual([]);

  // The watch itself works: an injected inline script is blocked, and reported.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));

  // The prerendered pages' own stylesheet is allowed by its hash alone: an injected one is not.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.append(style);
  });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^style-src/));
});
