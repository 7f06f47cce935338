import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { FIRST_ADMIN } from './support/first-admin';
import { signIn } from './support/fixtures';

/**
 * The built app under the server's Content-Security-Policy (no inline script or style but the pages' own, by hash,
 * only this origin): every route renders, and the browser reports no violation. The violations
 * are collected from the document's securitypolicyviolation events (an init script, which CSP
 * does not govern) and from the console, where Chromium reports them too.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

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

test('every public page renders under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of publicPaths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
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

test("a clerk's pages render under the CSP with no violation", async ({ page, request }) => {
  const submitted = await request.post('/api/death-certificate', {
    data: {
      deceasedName: 'Csp Check',
      dod: '2024-01-02',
      placeOfDeath: 'Ward 4',
      cause: '',
      informant: 'Informant',
      relationship: 'Son',
      address: '12 Gandhi Road',
      contact: '9876543210',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };

  const violations = await watchViolations(page);
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto(`/admin/applications/death/${id}`);
  await expect(page.getByText('Csp Check').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
