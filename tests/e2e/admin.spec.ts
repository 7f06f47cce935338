import { expect, test } from '@playwright/test';
import { mainNav } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

// The first administrator is created by first-admin.setup.ts, which runs before this file. The
// rules of each guard, for every sign-in screen and each kind of visitor, are unit tests
// (tests/unit/client/sign-in-screens.test.tsx); the admin sign-in with a code, admin-two-factor.spec.ts.

test('an anonymous visit to /admin returns there once the administrator has signed in; signed in, the sign-in screens lead back; Logout leaves', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
  // The citizens' sign-in takes an administrator too, by email.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.getByLabel('Username or Email').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

  await page.goto('/admin-login');
  await expect(page).toHaveURL('/admin');

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});
