import { expect, test } from '@playwright/test';
import { applyForBirthByApi } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi, signInByApi, tokenByApi } from './support/fixtures';
import { adminToken, FIRST_ADMIN } from './support/first-admin';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom } from './support/tamil';

// A citizen's appeal (decision 084), in Tamil on a 360 px phone: her declined application is
// appealed from its page; the clerk upholds the appeal on the dashboard; her page shows it pending
// again, with the appeal's outcome and the clerk's note.

const PHONE = { width: 360, height: 740 };

// The language is the server's choice by the lang cookie; every navigation reaches the server.
test.use({ serviceWorkers: 'block' });

test('a declined application appealed in Tamil, upheld by the clerk, pending again on her phone', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const citizen = newCitizen();
  await registerByApi(request, citizen);
  const token = await tokenByApi(request, citizen);
  const chosen = await request.patch('/api/auth/profile', { data: { language: 'ta' }, headers: { authorization: `Bearer ${token}` } });
  expect(chosen.status()).toBe(200);
  const { id, reference } = await applyForBirthByApi(request, 'Meena Appeal', { token });
  const declined = await request.post(`/api/admin/certificates/birth/${id}/decline`, {
    data: { reason: 'The hospital record is missing.' },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(declined.status(), await declined.text()).toBe(200);
  const applicationPath = `/ta/my-requests/applications/birth/${id}`;

  // Her phone, in Tamil.
  const context = await browser.newContext({ viewport: PHONE });
  await chooseTamil(context, baseURL);
  const phone = await context.newPage();
  await signInByApi(phone, citizen);
  await phone.goto(applicationPath);
  await phone.getByRole('button', { name: 'இந்த முடிவை மேல்முறையீடு செய்ய' }).click();
  const form = phone.getByRole('form', { name: 'மேல்முறையீட்டுப் படிவம்' });
  await expect(form.getByText('இன்னும் 1,000 எழுத்துகள் எழுதலாம்')).toBeVisible();
  await form.getByRole('textbox', { name: 'ஏன் மேல்முறையீடு செய்கிறீர்கள்?' }).fill('மருத்துவமனைப் பதிவு இணைக்கப்பட்டிருந்தது.');
  await expect(form.getByText('இன்னும் 959 எழுத்துகள் எழுதலாம்')).toBeVisible();
  await expectNoSidewaysOverflow(phone);
  await expectNoSidewaysOverflowAtDoubleZoom(phone);
  await expectNoSeriousA11yViolations(phone);
  await form.getByRole('button', { name: 'மேல்முறையீட்டை அனுப்ப' }).click();
  const appeal = phone.getByRole('region', { name: 'மேல்முறையீடு' });
  await expect(appeal).toContainText('உங்கள் மேல்முறையீடு பரிசீலனையில் உள்ளது.');
  await expect(appeal).toContainText('மருத்துவமனைப் பதிவு இணைக்கப்பட்டிருந்தது.');

  // The clerk upholds it on the dashboard, with the reason and the history in view.
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  const appeals = page.getByRole('table', { name: 'Appeals' });
  await expect(appeals).toContainText('மருத்துவமனைப் பதிவு இணைக்கப்பட்டிருந்தது.');
  await appeals.getByRole('button', { name: `Decide the appeal of ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Appeal of application ${reference}` });
  await expect(dialog).toContainText('The hospital record is missing.');
  await dialog.getByRole('radio', { name: 'Uphold: the application goes back to pending for a fresh decision' }).check();
  await dialog.getByRole('textbox', { name: /Note to the citizen/ }).fill('The record was attached: it will be decided again.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  await expect(page.getByText(`The appeal of ${reference} is upheld: the application is pending again.`)).toBeVisible();

  // Her page: pending again, the appeal upheld with the note, the history naming both.
  await phone.goto(applicationPath);
  await expect(phone.getByRole('region', { name: 'விவரங்கள்' }).first()).toContainText('நிலுவையில்');
  await expect(appeal).toContainText('உங்கள் மேல்முறையீடு ஏற்கப்பட்டது');
  await expect(appeal).toContainText('The record was attached: it will be decided again.');
  await expect(phone.getByRole('button', { name: /மேல்முறையீடு/ })).toHaveCount(0);
  const history = phone.getByRole('region', { name: 'வரலாறு' });
  await expect(history).toContainText('நீங்கள் மேல்முறையீடு செய்தீர்கள்');
  await expect(history).toContainText('மேல்முறையீடு ஏற்கப்பட்டது');
  await expectNoSidewaysOverflow(phone);
  await expectNoSidewaysOverflowAtDoubleZoom(phone);
  await expectNoSeriousA11yViolations(phone);
  await context.close();
});
