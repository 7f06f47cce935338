import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newCitizen } from './support/fixtures';
import type { Account } from './support/fixtures';

/*
 * The language follows a signed-in person to a new browser (decision 036): it is kept on
 * their account. The forms are filled by their fields' names and sent with their submit button,
 * so that the test reads the same whichever language the page is in. Without a service worker:
 * what is tested is the account and the server; the worker's answers to switch paths have tests
 * of their own. How the server keeps the account's language is an API test
 * (tests/api/profile-language.test.ts); here, that each way of choosing reaches it.
 */

const savedLanguage = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/profile') && response.request().method() === 'PATCH' && response.ok(),
  );

async function submitForm(page: Page, values: Record<string, string>) {
  const submit = page.locator('main form button[type="submit"]');
  // The prerendered button is enabled once the page is hydrated: typed from then on, the form has it.
  await expect(submit).toBeEnabled();
  for (const [name, value] of Object.entries(values)) await page.locator(`main form [name="${name}"]`).fill(value);
  await submit.click();
}

/** A browser of its own (no cookie, nothing stored) signs in as `account`: it ends in Tamil. */
async function expectTamilAfterSignInElsewhere(browser: Browser, account: Account) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await submitForm(page, { username: account.username, password: account.password });
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation').getByText(`வணக்கம், ${account.username}`)).toBeVisible();
  // The choice is now this browser's too: a reload stays in Tamil.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  await context.close();
}

/** The language the account holds, as the server answers a new sign-in. */
async function accountLanguage(request: APIRequestContext, account: Account): Promise<unknown> {
  const response = await request.post('/api/auth/login', { data: { username: account.username, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { language?: unknown } }).user.language;
}

/** The account has been given `language`: once the switch's page has arrived, whoever sent it. */
const languageSaved = (page: Page, language: 'en' | 'ta') =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/profile') &&
      response.request().method() === 'PATCH' &&
      response.request().postData() === JSON.stringify({ language }) &&
      response.ok(),
  );

test('the language follows a citizen: chosen at registration, with the switch, and with the switch before the app has started; another browser shows it at sign-in', async ({
  page,
  browser,
  request,
}) => {
  const citizen = newCitizen();
  await page.goto('/ta/register');
  await expect(page).toHaveURL('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);

  // The new account has no language yet: it takes the page's.
  const saved = savedLanguage(page);
  await submitForm(page, {
    username: citizen.username,
    email: citizen.email,
    password: citizen.password,
    confirmPassword: citizen.password,
  });
  await saved;
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  expect(await accountLanguage(request, citizen)).toBe('ta');

  // The switch on a page whose app is running: the link still leads to the same page.
  await page.goto('/certificates');
  const english = languageSaved(page, 'en');
  await page.getByRole('navigation').getByRole('link', { name: 'English' }).click();
  await english;
  await expect(page).toHaveURL('/certificates');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  expect(await accountLanguage(request, citizen)).toBe('en');

  // The prerendered page is on screen, its app's scripts held back: only its inline boot script runs.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/taxes');
  const tamil = languageSaved(page, 'ta');
  await page.getByRole('navigation').getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  await expect(page).toHaveURL('/taxes');
  release();
  await tamil;

  await expectTamilAfterSignInElsewhere(browser, citizen);
});
