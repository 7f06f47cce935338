/*
 * The moment a prerendered page's content is hydrated, for what must happen exactly then: what was
 * typed into the page before is handed to its form (./early-input). Kept apart from early-input
 * itself, which only a page with a form downloads.
 */

let whenHydrated: (() => void) | null = null;

/** What to run in the commit that hydrates the prerendered page: once, before any later render of it. */
export function onPageHydrated(callback: () => void): void {
  whenHydrated = callback;
}

/** Called by the page's frame in that commit (a layout effect); does nothing after the first time. */
export function pageHydrated(): void {
  const callback = whenHydrated;
  whenHydrated = null;
  callback?.();
}
