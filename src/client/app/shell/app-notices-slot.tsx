import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../lib/load-once';

const AfterLoad = lazyComponent(async () => {
  const { AfterLoad: Component, beforeAfterLoad } = await import('./after-load');
  await beforeAfterLoad();
  return Component;
});

/**
 * Where the offline, update and install notices appear, and the kiosk bar on a kiosk device.
 * Their code (the service worker's registration, the outbox's sync engine) is fetched once the
 * page has loaded, so a first visit downloads and runs the
 * page itself first.
 */
export function AppNoticesSlot() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const show = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(show, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <AfterLoad />
    </Suspense>
  ) : null;
}
