import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { applyForBirthByApi, submitGrievanceByApi } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, signInByApi, tokenByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';
import { chooseTamil } from './support/tamil';

/*
 * An officer of the registration department (decision 082), who chose Tamil, on a 360 px phone:
 * signs in at the staff sign-in, sees what is assigned to them and only their department's lists,
 * and decides an application of theirs.
 */
/** The page never scrolls sideways, and nothing outside a table's own scrolling region is wider than the screen. */
async function expectFitsTheScreen(page: Page, where: string) {
  const outside = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    wider: [...document.querySelectorAll<HTMLElement>('main *')]
      .filter(
        (element) =>
          !element.closest('[role="region"]') && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      )
      .map((element) => (element.textContent ?? '').trim().slice(0, 40)),
  }));
  expect(outside, where).toEqual({ scroll: false, wider: [] });
}

test('a registration officer in Tamil at 360 px sees only their lists and accepts a birth application', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  const word = `Of${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const officer = {
    username: `registrar_${word}`.toLowerCase(),
    email: `${word}@example.in`.toLowerCase(),
    password: 'a long registrar passphrase',
  };
  const adminToken = await tokenByApi(request, FIRST_ADMIN);
  const created = await request.post('/api/admin/staff', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { ...officer, departments: ['registration'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [{ reference }] = await Promise.all([
    applyForBirthByApi(request, `Meena ${word}`),
    submitGrievanceByApi(request, {
      name: `Selvi ${word}`,
      email: 'selvi@example.in',
      subject: 'cleanliness',
      message: 'The drain is blocked.',
    }),
  ]);

  await chooseTamil(context, baseURL);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByApi(page, officer, '/admin-login');
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'எனக்கு ஒதுக்கப்பட்டவை' })).toBeVisible();
  await expect(page.getByText('உங்கள் துறைகள்: பதிவு')).toBeVisible();

  // Their department's lists only: births and deaths, not grievances, payments or another department's certificates.
  const birth = page.getByRole('table', { name: 'பிறப்புச் சான்றிதழ்கள்' });
  const row = birth.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'குறைகள்' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'வரி செலுத்துதல்கள்' })).toHaveCount(0);
  // The administration's pages are not offered.
  await expect(page.getByRole('link', { name: 'ஊழியர்கள்' })).toHaveCount(0);
  // The page never scrolls sideways; only a table does, inside its own region.
  await expectFitsTheScreen(page, 'the dashboard at 360 px');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `${reference}: ஏற்க` }).click();
  const accepting = page.getByRole('dialog', { name: `${reference} ஐ ஏற்கவா?` });
  await accepting.getByRole('button', { name: 'ஏற்க', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${reference} ஏற்கப்பட்டது.` })).toBeVisible();
  await expect(row.getByRole('button', { name: `${reference}: ஏற்க` })).toBeDisabled();
});

test('an admin in Tamil adds an officer on the staff page, which fits a 360 px phone and 200 % zoom', async ({
  page,
  context,
  baseURL,
}) => {
  const word = `st${Date.now().toString(36)}`;
  await chooseTamil(context, baseURL);
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'ஊழியர்கள்' }).click();
  await expect(page.getByRole('heading', { name: 'ஊழியர்கள்', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'அலுவலரைச் சேர்க்க' });
  await form.getByLabel('பயனர் பெயர்').fill(`collector_${word}`);
  await form.getByLabel('மின்னஞ்சல்').fill(`${word}@example.in`);
  await form.getByLabel('கடவுச்சொல்').fill('a long collector passphrase');
  await form.getByRole('checkbox', { name: 'வரிகள்' }).check();
  await form.getByLabel('வார்டுகள் (விருப்பத்தேர்வு)').fill('12, 13');
  await form.getByRole('button', { name: 'அலுவலரைச் சேர்க்க' }).click();
  await expect(page.getByText(`collector_${word} சேர்க்கப்பட்டார்; ஊழியர் உள்நுழைவில் உள்நுழையலாம்.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `collector_${word}` })).toContainText('12, 13');
  await expectNoSeriousA11yViolations(page);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 640, height: 360 },
  ]) {
    await page.setViewportSize(viewport);
    await expectFitsTheScreen(page, `the staff page at ${viewport.width} px`);
  }
});
