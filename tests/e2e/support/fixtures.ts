import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

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
