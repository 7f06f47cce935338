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
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
    return { scroll: document.documentElement.scrollWidth > width, wider };
  });
  expect(overflowing, `${page.url()} is wider than the screen`).toEqual({ scroll: false, wider: [] });
}
