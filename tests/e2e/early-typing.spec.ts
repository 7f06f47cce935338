import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BIRTH, CHECK_ANSWERS } from './support/citizen-forms';
import { confirmationPanel } from './support/confirmation';
import { newCitizen, registerByApi, signInByApi } from './support/fixtures';
import { photo, scan } from './support/files';

/*
 * A person who starts the moment the form is on screen: into its prerendered HTML before its
 * JavaScript has come, on through the moment it takes the form over, before the device has been
 * searched for an earlier draft. Nothing here waits for the form to be ready before typing
 * (support/citizen-forms.ts formReady does), and the phone is a slow one.
 */

// The page's scripts are held back below: a service worker would serve them past the hold (the
// suite blocks it: decision 059).
test.use({ serviceWorkers: 'block' });

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const aadhaarField = (page: Page) => page.getByLabel("Father's Aadhaar (optional)");
const attachedTo = (page: Page, label: string) => page.getByRole('list', { name: `Attached for ${label}` });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

/** What is given in the form's first moments. */
interface EarlyAnswers {
  aadhaar: string;
  gender: string;
  birthProof: string;
}

/** The page of a phone four times slower than this machine, until the function it resolves to is called. */
async function onASlowPhone(page: Page): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/** The page's scripts wait (a slow line) until the function this resolves to is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route('**/assets/*.js', hold);
  return async () => {
    release();
    await page.unroute('**/assets/*.js', hold);
  };
}

/**
 * Opens the birth form and answers at once, without waiting for it: the Aadhaar number at a quick
 * typist's pace (a key every 40 ms, so that keys land while the form's JavaScript takes it over),
 * the gender, a document.
 */
async function answerAtOnce(page: Page, answers: EarlyAnswers) {
  await page.goto('/certificates/birth', { waitUntil: 'commit' });
  await aadhaarField(page).pressSequentially(answers.aadhaar.replaceAll(' ', ''), { delay: 40 });
  await field(page, 'Gender').selectOption(answers.gender);
  await field(page, 'Proof of Birth').setInputFiles(scan(answers.birthProof));
}

/**
 * Types the address from before the page's held scripts are let through until some keys after
 * the form's JavaScript has taken it over and found the earlier draft (the submit button is
 * enabled from then on). Returns what was typed.
 */
async function typeAddressAsTheScriptsCome(page: Page, address: string, releaseScripts: () => Promise<void>): Promise<string> {
  await field(page, 'Permanent Address').focus();
  await page.keyboard.type(address.slice(0, 3));
  await releaseScripts();
  let typed = 3;
  for (let after = 8; after > 0 && typed < address.length; typed += 1) {
    await page.keyboard.type(address.charAt(typed));
    if (await submitButton(page).isEnabled()) after -= 1;
  }
  return address.slice(0, typed);
}

/**
 * The form holds what was given, a moment later: once its JavaScript has taken it over, the device
 * has been searched for a draft, and `rendered` is seen (a change elsewhere, or a draft's values),
 * whose render puts what the form holds into every field.
 */
async function expectKept(page: Page, answers: EarlyAnswers, rendered: () => Promise<void>) {
  await expect(submitButton(page)).toBeEnabled();
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
  await rendered();
  await expect(aadhaarField(page)).toHaveValue(answers.aadhaar);
  await expect(field(page, 'Gender')).toHaveValue(answers.gender);
  await expect(attachedTo(page, 'Proof of Birth')).toHaveText(new RegExp(`^Attached: ${answers.birthProof.replace('.', '\\.')} `));
}

/** The rest of the form, filled at an ordinary pace once it is ready; the draft it leaves is saved. */
async function fillTheRest(page: Page, childName: string) {
  for (const [label, value] of Object.entries({ ...BIRTH, "Child's Full Name": childName })) await field(page, label).fill(value);
  await field(page, 'Address Proof').setInputFiles(photo('ration-card.png'));
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();
}

for (const who of ['anonymous', 'signed in'] as const) {
  test(`${who}: what is given in a form's first moments is kept, with and without an earlier draft`, async ({ page, request }) => {
    if (who === 'signed in') {
      const account = newCitizen();
      await registerByApi(request, account);
      await signInByApi(page, account);
    }
    const childName = unique('Meena');

    // No draft on the device yet.
    let atFullSpeed = await onASlowPhone(page);
    const first = { aadhaar: '1234 5678 9012', gender: 'Female', birthProof: 'hospital-record.pdf' };
    await answerAtOnce(page, first);
    await expectKept(page, first, () => field(page, "Child's Full Name").fill(childName));
    await atFullSpeed();
    // Everything else given too: the draft it leaves fills the next visit's form.
    await fillTheRest(page, childName);

    // An earlier draft on the device, found after the person has started again: the page's
    // scripts come only once they have, and they go on typing as they come.
    atFullSpeed = await onASlowPhone(page);
    const releaseScripts = await holdScripts(page);
    const second = { aadhaar: '9876 5432 1098', gender: 'Male', birthProof: 'birth-register.pdf' };
    await answerAtOnce(page, second);
    const address = await typeAddressAsTheScriptsCome(
      page,
      '4 Mill Road, Ward 9, behind the government school, next to the ration shop, Madurai 625009',
      releaseScripts,
    );
    await expectKept(page, second, () => expect(field(page, "Child's Full Name")).toHaveValue(childName));
    await expect(field(page, 'Permanent Address')).toHaveValue(address);
    await expect(attachedTo(page, 'Address Proof')).toContainText('ration-card.png');
    await atFullSpeed();

    if (who === 'signed in') {
      // Sent as it stands: the answers given at once, the draft's for the rest.
      await submitButton(page).click();
      const summary = page.getByRole('region', { name: CHECK_ANSWERS.en });
      for (const answer of ['Male', 'XXXX XXXX 1098', address, 'birth-register.pdf', 'ration-card.png', childName])
        await expect(summary).toContainText(answer);
      await summary.getByRole('button', { name: 'Submit Application' }).click();
      await expect(confirmationPanel(page, 'Application submitted')).toContainText('Application submitted successfully!');
    }
  });
}
