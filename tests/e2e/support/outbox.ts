import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { attachBirthDocuments, fillBirth, fillGrievance, sendAfterCheckingAnswers } from './citizen-forms';
import { mainNav } from './fixtures';

/**
 * Submits the form on screen while the portal cannot be reached (the device is offline, or the
 * request fails on the way): the app keeps the submission on the device and its confirmation page
 * says it waits to be sent.
 */
export async function submitToOutbox(page: Page, button: 'Submit Application' | 'Submit Grievance') {
  // An application is sent from its "Check your answers" summary; a grievance has none.
  if (button === 'Submit Application') await sendAfterCheckingAnswers(page, button);
  else await page.getByRole('button', { name: button }).click();
  // Its confirmation page: waiting to send or, when the connection came back at once, sent already.
  // Before the service worker has stored the app, the form stays and says it was saved.
  const confirmation = page.getByRole('region', { name: /^(Waiting to send|Application submitted|Grievance submitted)$/ });
  await expect(confirmation.or(page.getByRole('status').filter({ hasText: 'Saved on this device.' }))).toBeVisible();
}

/** On the open birth form: fills it for this child, attaches both documents, and queues it. */
export async function queueBirth(page: Page, childName: string) {
  await fillBirth(page, childName);
  await attachBirthDocuments(page);
  await submitToOutbox(page, 'Submit Application');
}

/** Opens the grievance form from the menu, fills it for this person, and queues it. */
export async function queueGrievance(page: Page, name: string) {
  await mainNav(page).getByRole('link', { name: 'Grievances' }).click();
  await fillGrievance(page, name);
  await submitToOutbox(page, 'Submit Grievance');
}

export async function openOutbox(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
}

export const waitingToBeSent = (page: Page) => page.getByRole('region', { name: 'Waiting to be sent' });
export const sent = (page: Page) => page.getByRole('region', { name: 'Sent' });
export const needsAttention = (page: Page) => page.getByRole('region', { name: 'Needs attention' });
