import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mainNav, newCitizen, signIn } from './support/fixtures';

/*
 * A citizen's account in the browser, one journey. The screens' messages (each field's, a taken
 * username, a wrong password and its banner, the busy button) and where each guard sends each
 * visitor are unit tests (tests/unit/client/register-form.test.tsx, sign-in-screens.test.tsx);
 * the server's answers are API tests (tests/api/auth-*.test.ts).
 */

const TOKEN_KEY = 'portal.token';
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test('a citizen registers, stays signed in across a reload, logs out, and signs in again by email while guesses from elsewhere have locked the account', async ({
  page,
  request,
}) => {
  const citizen = newCitizen();
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await page.getByLabel('Username').fill(citizen.username);
  await page.getByLabel('Email').fill(citizen.email);
  await page.getByLabel('Password', { exact: true }).fill(citizen.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(citizen.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/');
  const nav = mainNav(page);
  await expect(nav.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  expect(await storedToken(page)).toBeTruthy();

  await page.reload();
  await expect(nav.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
  // The clerks' pages are not a citizen's.
  await page.goto('/admin');
  await expect(page).toHaveURL('/');

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // Five wrong guesses from another client: the account is locked for every client but this
  // browser, which its owner used before.
  for (let i = 0; i < 5; i++) {
    expect((await request.post('/api/auth/login', { data: { username: citizen.username, password: 'a wrong guess' } })).status()).toBe(401);
  }
  expect((await request.post('/api/auth/login', { data: { username: citizen.username, password: citizen.password } })).status()).toBe(429);

  await signIn(page, { username: citizen.email.toUpperCase(), password: citizen.password });
  await expect(page).toHaveURL('/');
  await expect(nav.getByText(`Welcome, ${citizen.username}`)).toBeVisible();
});
