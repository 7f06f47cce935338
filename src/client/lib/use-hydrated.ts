import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the build prerenders a page and while the browser hydrates that HTML, true from
 * the render right after (and at once when there was nothing to hydrate). Whatever differs per
 * person or device (who is signed in, the kiosk bar) waits for it, so that the tree React
 * hydrates is exactly the anonymous one in the HTML (docs/decisions/011).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
