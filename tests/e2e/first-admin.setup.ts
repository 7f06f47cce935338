import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, mainNav } from './support/fixtures';
import { E2E_SETUP_KEY, FIRST_ADMIN } from './support/first-admin';

// Runs before every other e2e file (playwright.config.ts, project "first-admin"): the portal's
// first-time setup, done once per server as an operator would, leaving an administrator the
// other files can sign in as.
test('first-time setup refuses a wrong key, then creates the administrator', async ({ page }) => {
  await page.goto('/admin-setup');
  await expect(page.getByRole('heading', { name: 'Admin Setup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Username').fill(FIRST_ADMIN.username);
  await page.getByLabel('Email').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByLabel('Setup Key', { exact: true }).fill('wrong-key');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The setup key is not correct' }).first()).toBeVisible();

  await page.getByLabel('Setup Key', { exact: true }).fill(E2E_SETUP_KEY);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(mainNav(page).getByText(`Welcome, ${FIRST_ADMIN.username}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
