import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
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

/**
 * Each cell of `row`, scrolled into view in its table's region, is what the screen shows at its
 * centre: no pinned column (the Actions column was, at any width) lies over the Due date or any
 * other. The cells found under something else, by their column's number.
 */
async function coveredCells(row: Locator): Promise<string[]> {
  const covered: string[] = [];
  const cells = row.getByRole('cell');
  for (let index = 0; index < (await cells.count()); index += 1) {
    const cell = cells.nth(index);
    await cell.scrollIntoViewIfNeeded();
    const over = await cell.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 20));
      return top && element.contains(top) ? null : (top?.textContent ?? 'nothing').trim().slice(0, 40);
    });
    if (over !== null) covered.push(`column ${index + 1} under “${over}”`);
  }
  return covered;
}

/**
 * The Tab stops inside a table's scroll region, from the region itself until the focus leaves it:
 * how many in each row, in order.
 */
async function tabStopsPerRow(page: Page, region: Locator): Promise<number[]> {
  await region.focus();
  const rows: number[] = [];
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const at = await region.evaluate((element) => {
      const focused = document.activeElement;
      if (!focused || !element.contains(focused)) return -1;
      const row = focused.closest('tr');
      return row ? [...element.querySelectorAll('tbody tr')].indexOf(row) : -2;
    });
    if (at === -1) return rows;
    expect(at, 'a Tab stop in the table outside its rows').toBeGreaterThanOrEqual(0);
    rows[at] = (rows[at] ?? 0) + 1;
  }
  throw new Error('The focus never left the table');
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

  // At 200 % zoom nothing lies over a row's Due date, nor over any other column: each is read by
  // scrolling the table sideways (the Actions column is pinned only on an 800 px screen and wider).
  await page.setViewportSize(ZOOMED);
  const birthRow = birth.getByRole('row').filter({ hasText: reference });
  expect(await coveredCells(birthRow)).toEqual([]);
  expect(
    await coveredCells(
      page
        .getByRole('table', { name: 'குறைகள்' })
        .getByRole('row')
        .filter({ hasText: `Selvi ${word}` }),
    ),
  ).toEqual([]);
  // The keyboard: the figures at the top lead to each list, before any list's rows (after the
  // skip link, the clerk's other pages, then the figures).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[href="#main"]').focus();
  await page.keyboard.press('Enter');
  const beforeFigures: string[] = [];
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      inTable: Boolean(document.activeElement?.closest('table')),
      figure: document.activeElement?.closest('section')?.getAttribute('aria-labelledby') === 'figures-heading',
      text: document.activeElement?.textContent ?? '',
    }));
    expect(focused.inTable, 'a table before the figures').toBe(false);
    if (focused.figure) break;
    beforeFigures.push(focused.text);
  }
  // An admin's other pages: To review, the audit log, messages, the tax register, collection, staff, two-factor.
  expect(beforeFigures).toEqual([
    'பரிசீலிக்க வேண்டியவை',
    'தணிக்கைப் பதிவு',
    'குடிமக்களுக்கான செய்திகள்',
    'வரிப் பதிவேடு',
    'வசூல்',
    'ஊழியர்கள்',
    'இரு-படி உள்நுழைவு',
  ]);
  // A row is one Tab stop (decision 079): its reference, which opens it; the arrow keys go along
  // the row to its actions (one toolbar). A payment, which opens nothing, is one stop too.
  const region = (title: string) => page.getByRole('region', { name: `${title} (பக்கவாட்டில் நகர்த்தலாம்)` });
  expect(await tabStopsPerRow(page, region('பிறப்புச் சான்றிதழ்கள்'))).toEqual([1]);
  expect(await tabStopsPerRow(page, region('குறைகள்'))).toEqual([1]);
  expect(await tabStopsPerRow(page, region('வரி செலுத்துதல்கள்'))).toEqual([1]);
  const birthActions = birthRow.getByRole('toolbar', { name: `${reference}: செயல்கள்` });
  await birthRow.getByRole('link', { name: `விண்ணப்பம் ${reference} ஐத் திறக்க` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(birthActions.getByRole('button', { name: `${reference}: ஏற்க` })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(birthActions.getByRole('button', { name: `${reference}: நிராகரிக்க` })).toBeFocused();
  await page.keyboard.press('End');
  const documents = birthActions.getByRole('button', { name: `${reference}: ஆவணங்கள்` });
  await expect(documents).toBeFocused();
  // The focused button is in view: the region scrolled to it.
  await expect(documents).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });

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

  // Returning it at 200 % zoom: the dialog is the screen, read as a page, scrolled as one (the page
  // under it keeps still), with nothing that scrolls inside it, its buttons at its end.
  await page.setViewportSize(ZOOMED);
  await page.getByRole('button', { name: 'திருத்தத்திற்குத் திருப்பி அனுப்ப' }).click();
  const returning = page.getByRole('dialog', { name: `${reference} ஐத் திருத்தத்திற்குத் திருப்பி அனுப்புதல்` });
  await expect(returning).toBeVisible();
  expect(await returning.boundingBox()).toEqual({ x: 0, y: 0, width: ZOOMED.width, height: ZOOMED.height });
  const scrollers = await returning.evaluate((dialog) => ({
    dialog: dialog.scrollHeight > dialog.clientHeight,
    inside: [...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY))
      .map((element) => element.tagName),
  }));
  expect(scrollers).toEqual({ dialog: true, inside: [] });
  const pageScroll = await page.evaluate(() => window.scrollY);
  await page.mouse.move(ZOOMED.width / 2, ZOOMED.height / 2);
  // To the dialog's end, then on: the page under it stays where it was.
  for (let turn = 0; turn < 3; turn += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(200);
  }
  await expect.poll(() => returning.evaluate((dialog) => dialog.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  const send = returning.getByRole('button', { name: 'விண்ணப்பதாரருக்குத் திருப்பி அனுப்ப' });
  const cancel = returning.getByRole('button', { name: 'ரத்து செய்ய' });
  for (const button of [send, cancel]) {
    await button.scrollIntoViewIfNeeded();
    expect(
      await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom <= innerHeight && element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
  }
  await lookAt(returning, 'application-ta-200pc-return');
  await cancel.click();
  await expect(returning).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // To review, each item with its due date.
  await page.goto('/admin/queue');
  await expect(page.getByRole('heading', { name: 'பரிசீலிக்க வேண்டியவை', level: 1 })).toBeVisible();
  await expect(page.getByText(/க்குள் முடிக்க வேண்டும்/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /ஐப் பரிசீலிக்க$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsEachScreen(page, 'queue');
});
