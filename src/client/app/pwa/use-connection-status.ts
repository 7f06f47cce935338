import { useEffect, useState } from 'react';
import { healthPath } from '../../../shared/api/shell-paths';

/** While the portal looks offline, how often it checks whether the server answers again. */
const RECHECK_MS = 15_000;
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Whether the portal can reach its server. The browser's offline event is trusted at once;
 * its online event only after GET /api/health answers, because a phone "online" on a dead
 * 2G link, or on a captive Wi-Fi, reaches nothing. No probe runs while all looks well, so a
 * repeat visit served by the service worker makes no request at all.
 */
export function useIsOffline(): boolean {
  const [offline, setOffline] = useState(() => !navigator.onLine);

  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    const confirmOnline = async () => {
      window.clearTimeout(timer);
      const reachable = await serverAnswers();
      if (cancelled) return;
      setOffline(!reachable);
      if (!reachable) timer = window.setTimeout(() => void confirmOnline(), RECHECK_MS);
    };
    const onOffline = () => {
      window.clearTimeout(timer);
      setOffline(true);
    };
    const onOnline = () => void confirmOnline();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return offline;
}

async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(healthPath, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}
