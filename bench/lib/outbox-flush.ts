import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminToken } from './admin-session';

export interface FlushFigures {
  /** From the page's `online` event until the Outbox page lists every item as sent. */
  flushMs: number;
  /** Grievances of this run the server holds afterwards (admin list). */
  storedOnServer: number;
}

/**
 * The outbox's flush figure through the app itself: `count` grievances submitted offline through
 * the grievance form (each goes into the real outbox), the Outbox page open, the connection
 * back, and the time until that page shows them all sent. The app's sync engine sends them one
 * at a time, as it does for a person. Then the server is asked how many arrived.
 */
export async function timeOutboxFlush(page: Page, serverUrl: string, count: number): Promise<FlushFigures> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const run = `Bench ${Date.now().toString(36)}`;
  // Every page's code in the tab before the connection goes (no service worker is relied on).
  await page.goto(`${serverUrl}/outbox`);
  await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
  await nav.getByRole('link', { name: 'Grievances', exact: true }).click();
  await page.getByRole('button', { name: 'Submit Grievance' }).waitFor();

  await page.context().setOffline(true);
  const name = page.getByLabel('Name', { exact: true });
  for (let i = 0; i < count; i += 1) {
    await name.fill(`${run} ${i}`);
    await page.getByLabel('Email', { exact: true }).fill('bench@example.in');
    await page.getByLabel('Subject', { exact: true }).selectOption('water');
    await page.getByLabel('Message', { exact: true }).fill(`No water supply on Well Street, report ${i}.`);
    await page.getByRole('button', { name: 'Submit Grievance' }).click();
    // Queued: the form says so and starts empty for the next one.
    await page.getByRole('status').filter({ hasText: 'Saved on this device.' }).waitFor();
    await expect(name).toHaveValue('', { timeout: 15_000 });
  }
  await nav.getByRole('link', { name: 'Outbox', exact: true }).click();
  await page.waitForFunction(
    (expected) => document.querySelectorAll('section[aria-labelledby="outbox-waiting"] li').length === expected,
    count,
  );

  // The clock starts in the page at the `online` event and stops when the DOM shows every item
  // sent. No named function inside: tsx would wrap it in a __name() helper the page lacks.
  await page.evaluate((expected) => {
    const state = window as unknown as { flushDone?: Promise<number> };
    state.flushDone = new Promise<number>((resolve) => {
      let started = 0;
      window.addEventListener('online', () => (started = performance.now()), { once: true });
      new MutationObserver((_records, observer) => {
        const waiting = document.querySelectorAll('section[aria-labelledby="outbox-waiting"] li').length;
        const sent = document.querySelectorAll('section[aria-labelledby="outbox-sent"] li').length;
        if (started > 0 && waiting === 0 && sent >= expected) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, count);
  await page.context().setOffline(false);
  const flushMs = await page.evaluate(() => (window as unknown as { flushDone: Promise<number> }).flushDone);

  const token = await adminToken(serverUrl);
  const response = await fetch(`${serverUrl}/api/admin/list?limit=200`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`admin list answered ${response.status}`);
  const body = (await response.json()) as { data: { grievances: { name: string }[] } };
  const storedOnServer = body.data.grievances.filter((row) => row.name.startsWith(run)).length;
  return { flushMs, storedOnServer };
}
