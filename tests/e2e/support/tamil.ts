import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/** Pages in Tamil from the first one on, as for a person who chose Tamil before (the lang cookie). */
export async function chooseTamil(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'lang', value: 'ta', url: baseURL ?? 'http://localhost:4173' }]);
}

/** Nothing is wider than the screen: Tamil words are long, and a phone cannot scroll sideways to read them. */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getClientRects().length > 0)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}: ${(element.textContent ?? '').trim().slice(0, 40)}`,
      );
    return { scroll: document.documentElement.scrollWidth > width, wider };
  });
  expect(overflowing, `${page.url()} is wider than the screen`).toEqual({ scroll: false, wider: [] });
}

/**
 * The same check with the page laid out as at 200 % zoom of a 1280 px window (640 CSS pixels at
 * twice the density), then the screen as it was: for a page already on screen, without a new one.
 */
export async function expectNoSidewaysOverflowAtDoubleZoom(
  page: Page,
  check: (page: Page) => Promise<void> = expectNoSidewaysOverflow,
): Promise<void> {
  const screen = page.viewportSize();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 740, deviceScaleFactor: 2, mobile: false });
  try {
    await check(page);
  } finally {
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await cdp.detach();
    // Clearing the override also clears the test's own screen size: it is set again.
    if (screen) await page.setViewportSize(screen);
  }
}

/** A full-page screenshot for a person to look at, taken only when MY_REQUESTS_SHOTS names a folder for them. */
export async function screenshotForReview(page: Page, name: string): Promise<void> {
  if (process.env.MY_REQUESTS_SHOTS) await page.screenshot({ path: `${process.env.MY_REQUESTS_SHOTS}/${name}.png`, fullPage: true });
}
