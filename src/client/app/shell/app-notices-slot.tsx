import { Suspense, lazy, useEffect, useState } from 'react';

const AppNotices = lazy(async () => ({ default: (await import('../pwa/app-notices')).AppNotices }));

/**
 * Where the offline, update and install notices appear. Their code (and the service worker's
 * registration) is fetched once the page has loaded, so a first visit downloads and runs the
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
      <AppNotices />
    </Suspense>
  ) : null;
}
