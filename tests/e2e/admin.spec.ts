import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signIn } from './support/fixtures';

// One server, one first administrator: these steps build on each other, in order.
test.describe.configure({ mode: 'serial' });

const SETUP_KEY = 'e2e-setup-key-0123456789';
const admin = newCitizen({ username: 'clerk_admin', email: 'clerk@municipality.gov.in', password: 'clerk-pass-2025' });

async function fillSetup(page: Page, setupKey: string) {
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Setup Key', { exact: true }).fill(setupKey);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
}

test('first-time setup refuses a wrong key, then creates the administrator', async ({ page }) => {
  await page.goto('/admin-setup');
  await expect(page.getByRole('heading', { name: 'Admin Setup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillSetup(page, 'wrong-key');
  await expect(page.getByRole('alert').filter({ hasText: 'The setup key is not correct' }).first()).toBeVisible();

  await page.getByLabel('Setup Key', { exact: true }).fill(SETUP_KEY);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(mainNav(page).getByText(`Welcome, ${admin.username}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

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
