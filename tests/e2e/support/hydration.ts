import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Whether React has taken over the page. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The page's app is running: React has taken over the page, and what the shell starts after load
 * has started too. The app's notices link the web manifest as they start (and register the service
 * worker then), so the manifest's link is the sign of it: from then on a notice that is not shown
 * is not merely late.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
}

/**
 * Every console error or warning and uncaught error of the page from now on: hydration mismatches
 * are reported there. Playwright's own warning where it blocks the service worker's registration
 * (the suite's default, playwright.config.ts) is the test's doing, not the page's, and is left out.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
