/** How often a tab left open (a kiosk, a phone that is never restarted) asks for a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** How long 'Reload to update' waits for the new version to take over before it reloads anyway. */
const TAKEOVER_WAIT_MS = 3000;

export interface ServiceWorkerControls {
  /** Lets the waiting version take over, then reloads this page: only on the person's choice. */
  applyUpdate: () => void;
}

/**
 * The app's manifest: linked by the app once the page is on screen, not by the HTML, so that the
 * browser's own fetch of it never shares the line with the page's first paint on a slow link
 * (docs/decisions/042). Installing needs the worker anyway.
 */
function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
}

/**
 * Registers sw.js (built from sw/) through workbox-window, loaded on demand so it never
 * weighs on the first download. `onUpdateReady` runs when a new version has installed and is
 * waiting; nothing reloads until `applyUpdate` is called. Resolves to null where service
 * workers are unavailable (an old browser, a private window, plain http off localhost).
 */
export async function startServiceWorker(onUpdateReady: () => void): Promise<ServiceWorkerControls | null> {
  linkManifest();
  // The dev server builds no worker (a cached shell would hide every edit); `npm run build` does.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onUpdateReady);
  const registration = await workbox.register();
  if (!registration) return null;
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_INTERVAL_MS);
  let applying = false;
  return {
    applyUpdate: () => {
      if (applying) return;
      applying = true;
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
      // Chromium sets the takeover aside when a request of the page (a chunk still loading)
      // reaches the old version as it is being stopped, and does not try again while this page
      // stays. Leaving it does: the old version then has no page, and the reload gets the new one.
      window.setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
    },
  };
}
