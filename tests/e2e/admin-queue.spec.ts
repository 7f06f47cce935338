import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInByApi } from './support/fixtures';
import { applyForBirthByApi, submitGrievanceByApi } from './support/citizen-forms';
import { FIRST_ADMIN } from './support/first-admin';

// Other files add pending applications to the same database in parallel: this file finds its
// own by the references it created, and only by moving the keyboard focus.

/** Presses Tab until the focused element's accessible text is `name` (at most 500 presses). */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let presses = 0; presses < 500; presses += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
    if (typeof name === 'string' ? text === name : name.test(text)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/**
 * The queue shows 20 items a page, due soonest first, and other files leave pending items too:
 * presses Load more (focused, then Enter) until the link named `name` is listed.
 */
async function loadUntilListed(page: Page, name: string): Promise<void> {
  const reviews = page.getByRole('link', { name: /^Review / });
  await expect(reviews.first()).toBeVisible();
  for (let pages = 0; pages < 100 && (await page.getByRole('link', { name }).count()) === 0; pages += 1) {
    const before = await reviews.count();
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => reviews.count()).toBeGreaterThan(before);
  }
  await expect(page.getByRole('link', { name })).toBeVisible();
}

test('a clerk works the To review queue with the keyboard alone: Tab, Enter, decide, Next; a grievance offers the next item too', async ({
  page,
  request,
}) => {
  const { reference: first } = await applyForBirthByApi(request, 'Queue Child One');
  const { reference: second } = await applyForBirthByApi(request, 'Queue Child Two');
  const complaintId = await submitGrievanceByApi(request, {
    name: 'Queue Grievance',
    email: 'queue.grievance@example.in',
    subject: 'water',
    message: 'No water supply on Temple Street for three days.',
  });

  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Birth Certificates' })).toBeVisible();

  await tabTo(page, 'To review');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/queue');
  await expect(page.getByRole('heading', { name: 'To review', level: 1 })).toBeVisible();
  await loadUntilListed(page, `Review ${second}`);
  await expect(page.getByRole('link', { name: `Review ${first}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Items are in due order: the first application comes before the second.
  const links = await page.getByRole('link', { name: /^Review / }).allTextContents();
  expect(links.indexOf(`Review ${first}`)).toBeLessThan(links.indexOf(`Review ${second}`));
  await expect(page.getByText('7 days left').first()).toBeVisible();

  await tabTo(page, `Review ${first}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Reference ${first}`)).toBeVisible();
  await expect(page).toHaveURL(/\?queue=/);

  await tabTo(page, 'Accept');
  await page.keyboard.press('Enter');
  // The decision is asked once more, the focus in its optional note for the citizen; Tab reaches its Accept.
  const question = page.getByRole('dialog', { name: `Accept ${first}?` });
  await expect(question.getByLabel('Note for the citizen (optional)')).toBeFocused();
  await tabTo(page, 'Accept');
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByText(`${first} accepted.`)).toBeVisible();

  await tabTo(page, 'Next item to review');
  await page.keyboard.press('Enter');
  // The next item's own page, still in the queue: a different application (or grievance) than the one decided.
  await expect(page).toHaveURL(/\?queue=/);
  await expect(page.getByText(`Reference ${first}`)).toBeHidden();

  // Back in the queue, the decided one is gone and the second is still to review.
  await page.goto('/admin/queue');
  await loadUntilListed(page, `Review ${second}`);
  await expect(page.getByRole('link', { name: `Review ${first}` })).toHaveCount(0);

  // A grievance opened from To review offers the next item too, once its status is set.
  await loadUntilListed(page, `Review ${complaintId}`);
  await page.getByRole('link', { name: `Review ${complaintId}` }).click();
  await expect(page).toHaveURL(/\/admin\/grievances\/.+\?queue=/);
  await page.getByRole('button', { name: 'In Progress' }).click();
  await page
    .getByRole('dialog', { name: `Mark ${complaintId} In Progress?` })
    .getByRole('button', { name: 'In Progress' })
    .click();
  await expect(page.getByText(`${complaintId}`).first()).toBeVisible();
  const here = page.url();
  await page.getByRole('button', { name: 'Next item to review' }).click();
  // The item due after it, or, when it was the last, the word that none is left.
  await expect.poll(async () => page.url() !== here || (await page.getByText('That was the last item to review.').isVisible())).toBe(true);
});
