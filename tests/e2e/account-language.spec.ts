import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newCitizen, registerByApi } from './support/fixtures';
import type { Account } from './support/fixtures';

/*
 * The language follows a signed-in person to a new browser (issue 21, decision 036): it is kept on
 * their account. The forms are filled by their fields' names and sent with their submit button,
 * so that the test reads the same whichever language the page is in. Without a service worker:
 * what is tested is the account and the server; the worker's answers to switch paths have tests
 * of their own.
 */
test.use({ serviceWorkers: 'block' });

const savedLanguage = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/auth/profile') && response.request().method() === 'PATCH' && response.ok());

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

test('a citizen who chose Tamil and registered sees Tamil after signing in on another browser', async ({ page, browser }) => {
  const citizen = newCitizen();
  await page.goto('/ta/register');
  await expect(page).toHaveURL('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);

  // The new account has no language yet: it takes the page's.
  const saved = savedLanguage(page);
  await submitForm(page, { username: citizen.username, email: citizen.email, password: citizen.password, confirmPassword: citizen.password });
  await saved;
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);

  await expectTamilAfterSignInElsewhere(browser, citizen);
});

/** A new account signed in through the login page, which gives the account the page's language: English. */
async function signInAsNewCitizen(page: Page, request: APIRequestContext): Promise<Account> {
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  await page.goto('/login');
  const adopted = savedLanguage(page);
  await submitForm(page, { username: citizen.username, password: citizen.password });
  await adopted;
  await expect(page).toHaveURL('/');
  return citizen;
}

/** The account is given Tamil once the switch's page has arrived, whoever sends it. */
const tamilSaved = (page: Page) =>
  page.waitForRequest((sent) => sent.url().endsWith('/api/auth/profile') && sent.method() === 'PATCH' && sent.postData() === '{"language":"ta"}');

test('a signed-in citizen who switches to Tamil finds Tamil on another browser, and the link still leads to the page', async ({ page, browser, request }) => {
  const citizen = await signInAsNewCitizen(page, request);

  await page.goto('/certificates');
  const saved = tamilSaved(page);
  await page.getByRole('navigation').getByRole('link', { name: 'தமிழ்' }).click();
  await saved;
  await expect(page).toHaveURL('/certificates');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);

  await expectTamilAfterSignInElsewhere(browser, citizen);
});

test('the switch clicked before the page’s app has started is kept on the account too', async ({ page, browser, request }) => {
  const citizen = await signInAsNewCitizen(page, request);

  // The prerendered page is on screen, its app's scripts held back: only its inline boot script runs.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/taxes');
  const saved = tamilSaved(page);
  await page.getByRole('navigation').getByRole('link', { name: 'தமிழ்' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^ta/);
  await expect(page).toHaveURL('/taxes');
  release();
  await saved;

  await expectTamilAfterSignInElsewhere(browser, citizen);
});
