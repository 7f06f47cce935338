import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mainNav, newCitizen, registerByApi, signIn } from './support/fixtures';

const TOKEN_KEY = 'portal.token';
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test('a citizen registers, stays signed in across a reload, and logs out', async ({ page }) => {
  const citizen = newCitizen();
  await page.goto('/register');
  await page.getByLabel('Username').fill(citizen.username);
  await page.getByLabel('Email').fill(citizen.email);
  await page.getByLabel('Password', { exact: true }).fill(citizen.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(citizen.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/');
  const nav = mainNav(page);
  await expect(nav.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await storedToken(page)).toBeTruthy();

  await page.reload();
  await expect(nav.getByText(`Welcome, ${citizen.username}`)).toBeVisible();

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('registration refuses a taken username with a clear banner', async ({ page, request }) => {
  const existing = newCitizen();
  await registerByApi(request, existing);

  await page.goto('/register');
  await page.getByLabel('Username').fill(existing.username.toUpperCase());
  await page.getByLabel('Email').fill(newCitizen().email);
  await page.getByLabel('Password', { exact: true }).fill('another-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-pass');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'This username is already taken' }).first()).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('registration shows the field messages and clears each one when edited', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  for (const message of [
    'Username must be at least 3 characters',
    'Email is required',
    'Password must be at least 6 characters',
    'Passwords do not match',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }

  await page.getByLabel('Username').fill('abc');
  await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a citizen signs in by username or by email', async ({ page, request }) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);

  await signIn(page, citizen);
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();

  await signIn(page, { username: citizen.email.toUpperCase(), password: citizen.password });
  await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
});

test('someone guessing at an account from elsewhere locks it, but not on the phone its owner signed in with', async ({ page, request }) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  await signIn(page, citizen);
  await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

  // Five wrong guesses from another client: the account is locked for every client but this one.
  for (let i = 0; i < 5; i++) {
    expect((await request.post('/api/auth/login', { data: { username: citizen.username, password: 'a wrong guess' } })).status()).toBe(401);
  }
  expect((await request.post('/api/auth/login', { data: { username: citizen.username, password: citizen.password } })).status()).toBe(429);

  await signIn(page, citizen);
  await expect(mainNav(page).getByText(`Welcome, ${citizen.username}`)).toBeVisible();
});

test('a wrong password shows the banner, which is gone after leaving the screen', async ({ page, request }) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);

  await signIn(page, { username: citizen.username, password: 'not-the-password' });
  const banner = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
  await expect(banner).toBeVisible();

  await page.getByRole('link', { name: 'Register' }).last().click();
  await expect(page).toHaveURL('/register');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'User Login' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the sign-in button says Signing In... while the call is on its way', async ({ page, request }) => {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });

  await signIn(page, citizen);
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL('/');
});

test('login asks for both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Username or email is required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Password is required' })).toBeVisible();
});

test('a token the server no longer accepts is cleared at start, with a loading indicator meanwhile', async ({ page }) => {
  // The server's answer to the profile check is held from the start: the page the token is written
  // from may itself start its app after the write and check the token (it did, on a fast machine,
  // and cleared it before /admin was opened).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/profile', async (route) => {
    await held;
    // The check of a page already left has nobody to answer.
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'not-a-real-token'), TOKEN_KEY);

  await page.goto('/admin');
  await expect(page.getByText('Checking your session...')).toBeVisible();
  release();
  await expect(page).toHaveURL('/login');
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test.describe('route guards for a signed-in citizen', () => {
  test('the sign-in screens send a citizen home, and /admin sends them to /', async ({ page, request }) => {
    const citizen = newCitizen();
    await registerByApi(request, citizen);
    await signIn(page, citizen);
    await expect(page).toHaveURL('/');

    for (const path of ['/login', '/register', '/admin-login', '/admin-setup', '/admin']) {
      await page.goto(path);
      await expect(page, `${path} should send a citizen to /`).toHaveURL('/');
    }
    await expect(mainNav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('an anonymous visit to /admin goes to /login, and a citizen then lands on /', async ({ page, request }) => {
    const citizen = newCitizen();
    await registerByApi(request, citizen);

    await page.goto('/admin');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Username or Email').fill(citizen.username);
    await page.getByLabel('Password', { exact: true }).fill(citizen.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
  });
});
