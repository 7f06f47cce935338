import { expect, test } from '@playwright/test';
import { mainNav, newCitizen, registerByApi, signIn } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

// The first administrator is created by first-admin.setup.ts, which runs before this file.
const admin = FIRST_ADMIN;

test('setup is closed once an administrator exists', async ({ page }) => {
  await page.goto('/admin-setup');
  await expect(page.getByText('Admin setup has already been completed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toHaveCount(0);
});

test('the administrator signs in at /admin-login and lands on the dashboard', async ({ page }) => {
  await signIn(page, admin, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  for (const path of ['/login', '/register', '/admin-login', '/admin-setup']) {
    await page.goto(path);
    await expect(page, `${path} should send an admin to /admin`).toHaveURL('/admin');
  }

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('an anonymous visit to /admin returns there after the administrator signs in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Username or Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
});

test('admin login refuses a citizen account', async ({ page, request }) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  await signIn(page, citizen, '/admin-login');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  await expect(page).toHaveURL('/admin-login');
  await page.getByRole('link', { name: 'Back to User Login' }).click();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
});
