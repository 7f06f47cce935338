import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots to look at by eye (a layout in Tamil, at 360 px, at 200 % zoom), taken only when
 * MY_REQUESTS_SHOTS names a folder, as my-requests.spec.ts takes its own: they assert nothing,
 * and each costs a full-page paint.
 */
export async function lookAt(target: Page | Locator, name: string): Promise<void> {
  const folder = process.env.MY_REQUESTS_SHOTS;
  if (!folder) return;
  const path = `${folder}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}
