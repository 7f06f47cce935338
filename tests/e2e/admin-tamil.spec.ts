import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { applyForBirthByApi, submitGrievanceByApi } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, signInByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';
import { payWaterBillByApi } from './support/payments';
import { lookAt } from './support/shots';

/*
 * The clerks' pages in Tamil as a layout: on a 360 px phone and at 200 % zoom, Tamil's
 * long words in table headers, buttons and questions must wrap, not overflow. Every Tamil text of
 * these pages, and what a clerk's actions say in Tamil, are unit tests
 * (tests/unit/client/admin-tamil.test.tsx, admin-queue.test.tsx).
 */

/** A phone, and a 1280 px window at 200 % zoom: 640 CSS pixels wide, each drawn twice as large. */
const PHONE = { width: 360, height: 740 };
const ZOOMED = { width: 640, height: 360 };

/** Nothing wider than the page, and no button or header whose text is cut off. */
async function expectNothingOverflows(page: Page, where: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${where} scrolls sideways`,
  ).toBeLessThanOrEqual(0);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a, main th, main h1, main h2, main label, main p')]
      .filter(
        (element) => element.offsetParent !== null && !element.closest('.visually-hidden') && element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent),
  );
  expect(clipped, `${where}: text cut off`).toEqual([]);
}

/** The page as it stands, at each of the two screens, then back to the desktop. */
async function expectFitsEachScreen(page: Page, name: string) {
  for (const [screen, viewport] of [
    ['360', PHONE],
    ['200pc', ZOOMED],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNothingOverflows(page, `${name} at ${screen}`);
    await lookAt(page, `${name}-ta-${screen}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a clerk who chose Tamil: the dashboard, a question, an application and To review fit a phone and 200 % zoom, and axe finds nothing serious', async ({
  page,
  request,
}) => {
  test.slow();
  const word = `Zt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [{ reference }, , payment] = await Promise.all([
    applyForBirthByApi(request, `Meena ${word}`),
    submitGrievanceByApi(request, {
      name: `Selvi ${word}`,
      email: 'selvi@example.in',
      subject: 'cleanliness',
      message: 'The drain on Temple Street is blocked.',
    }),
    payWaterBillByApi(request, { amount: 1250, address: `9 ${word} Street` }),
  ]);

  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  // The switch link: /ta/admin chooses Tamil (the lang cookie) and answers /admin in it.
  await page.goto('/ta/admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'நிர்வாகப் பலகை', level: 1 })).toBeVisible();
  // This clerk's own rows, in every list they are in.
  await page.getByRole('searchbox', { name: 'பெயர், குறிப்பு எண் அல்லது புகார் எண் மூலம் தேடுக' }).fill(word);
  await page.getByRole('button', { name: 'தேட', exact: true }).click();
  const birth = page.getByRole('table', { name: 'பிறப்புச் சான்றிதழ்கள்' });
  await expect(birth.getByRole('row').filter({ hasText: reference })).toContainText(`Meena ${word}`);
  await expect(
    page
      .getByRole('table', { name: 'குறைகள்' })
      .getByRole('row')
      .filter({ hasText: `Selvi ${word}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'வரி செலுத்துதல்கள்' }).getByRole('row').filter({ hasText: payment })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize(PHONE);
  // The tables scroll sideways in their own regions, nothing is cut off.
  await expect(page.getByRole('region', { name: 'பிறப்புச் சான்றிதழ்கள் (பக்கவாட்டில் நகர்த்தலாம்)' })).toBeVisible();
  await expectFitsEachScreen(page, 'admin');
  // The tables' far side, where the Tamil buttons are, to look at.
  for (const [name, title] of [
    ['birth', 'பிறப்புச் சான்றிதழ்கள்'],
    ['grievances', 'குறைகள்'],
  ] as const) {
    const region = page.getByRole('region', { name: `${title} (பக்கவாட்டில் நகர்த்தலாம்)` });
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await lookAt(region, `admin-ta-360-${name}-actions`);
  }

  // The question before a paid payment is declined: its long Tamil words wrap inside it on a phone.
  await page.setViewportSize(PHONE);
  await page
    .getByRole('table', { name: 'வரி செலுத்துதல்கள்' })
    .getByRole('button', { name: `${payment}: நிராகரிக்க` })
    .click();
  const question = page.getByRole('alertdialog', { name: 'கட்டணத்தை நிராகரித்து ₹1,250.00 ஐச் செலுத்தியவருக்குத் திருப்பி அளிக்கவா?' });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const clipped = await question.evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('h2, p, button, label')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
  await question.getByRole('button', { name: 'ரத்து செய்ய' }).click();
  await expect(question).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The application's own page, in Tamil.
  await birth.getByRole('link', { name: `விண்ணப்பம் ${reference} ஐத் திறக்க` }).click();
  await expect(page.getByRole('heading', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'வரலாறு' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsEachScreen(page, 'application');

  // To review, each item with its due date.
  await page.goto('/admin/queue');
  await expect(page.getByRole('heading', { name: 'பரிசீலிக்க வேண்டியவை', level: 1 })).toBeVisible();
  await expect(page.getByText(/க்குள் முடிக்க வேண்டும்/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /ஐப் பரிசீலிக்க$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsEachScreen(page, 'queue');
});
