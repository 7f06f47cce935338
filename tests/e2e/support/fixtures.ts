import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { storageKeys } from '../../../src/client/lib/storage-keys';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A citizen nobody has used yet: unique per call, so tests never depend on each other. */
export function newCitizen(overrides: Partial<Account> = {}): Account {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `citizen_${id}`, email: `citizen_${id}@example.in`, password: 'village-pass-1', ...overrides };
}

export async function registerByApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A citizen's bearer token, signed in through the API (for requests made on their behalf). */
export async function tokenByApi(request: APIRequestContext, account: Pick<Account, 'username' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, account: Pick<Account, 'username' | 'password'>, screen: '/login' | '/admin-login' = '/login') {
  await page.goto(screen);
  // The prerendered button is enabled once the page is hydrated: typed from then on, the form has it.
  await expect(page.getByRole('button', { name: screen === '/login' ? 'Sign In' : 'Admin Sign In' })).toBeEnabled();
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: screen === '/login' ? 'Sign In' : 'Admin Sign In' }).click();
}

/**
 * Signs in through the API and hands the session to the browser as the app keeps it (its
 * localStorage keys), before the first page of the test: for tests whose subject is not signing in.
 * The login screens themselves are tested by auth.spec.ts and admin.spec.ts.
 */
export async function signInByApi(
  page: Page,
  account: Pick<Account, 'username' | 'password'>,
  screen: '/login' | '/admin-login' = '/login',
): Promise<void> {
  const path = screen === '/login' ? '/api/auth/login' : '/api/admin-auth/login';
  const response = await page.request.post(path, { data: { username: account.username, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  const auth = (await response.json()) as { token: string; refreshToken: string; user: unknown };
  // A file of the portal's own origin that starts no app: localStorage is per origin.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.refresh, session.refreshToken);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: storageKeys, session: auth },
  );
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** axe-core over the whole page: no serious or critical violation is allowed. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, `${page.url()} has accessibility violations`).toEqual([]);
}
