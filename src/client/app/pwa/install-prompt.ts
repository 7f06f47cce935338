/**
 * Chromium's install offer (`beforeinstallprompt`). It fires right after load, before the lazily
 * loaded app notices exist and, on a prerendered page, usually before the app's code runs at all:
 * the page's boot script holds it until then (src/client/page-boot.ts). main.tsx takes it over at
 * once (a few bytes) and keeps it here until the 'Install app' button asks for it.
 */

/** Not in TypeScript's DOM library: Chromium-only. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer as the prerendered page's boot script caught it, before the app's code ran (src/client/page-boot.ts). */
    heldInstallOffer?: Event;
  }
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(): void {
  offer = (window.heldInstallOffer as InstallPromptEvent | undefined) ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the portal offers installing in its own words.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export function installOffer(): InstallPromptEvent | null {
  return offer;
}

/** The offer can be used once: whatever the person answers, it is gone. */
export function forgetInstallOffer(): void {
  offer = null;
  changed();
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
