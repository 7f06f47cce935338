import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button';
import { forgetInstallOffer, installOffer, subscribeToInstallOffer } from './install-prompt';
import styles from './app-notices.module.css';
import { startServiceWorker } from './service-worker';
import type { ServiceWorkerControls } from './service-worker';
import { useIsOffline } from './use-connection-status';

/**
 * The app's own notices on every page, pinned to the window's foot so that their arrival moves
 * nothing: offline, a new version ready, the install offer.
 * Loaded after the first render (see app-notices-slot.tsx), and it is what registers the
 * service worker, so none of it weighs on the first download.
 */
export function AppNotices() {
  const offline = useIsOffline();
  const update = useUpdatePrompt();
  const install = useInstallOffer();

  if (!offline && !update.ready && !install.offer) return null;
  return (
    // A named region, so the notices are not loose content outside every landmark.
    <section aria-label="Portal notices" className={styles.notices}>
      {offline ? (
        <p role="status" className={styles.offline}>
          <strong>You are offline.</strong> Pages and forms still open; sending anything needs a connection.
        </p>
      ) : null}
      {update.ready ? (
        <div role="status" className={styles.notice}>
          <p>
            <strong>Update available.</strong> A new version of the portal is ready. Reload when you have finished what you
            are filling in.
          </p>
          <div className={styles.actions}>
            <Button onClick={update.apply}>Reload to update</Button>
            <Button variant="secondary" onClick={update.later}>
              Later
            </Button>
          </div>
        </div>
      ) : null}
      {install.offer ? (
        <div className={styles.notice}>
          <p>Use the portal like an app: it opens from your home screen, even with no signal.</p>
          <div className={styles.actions}>
            <Button onClick={install.accept}>Install app</Button>
            <Button variant="secondary" onClick={forgetInstallOffer}>
              Not now
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Registers the service worker once; `ready` when a new version waits for the person's choice. */
function useUpdatePrompt() {
  const [controls, setControls] = useState<ServiceWorkerControls | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    startServiceWorker(() => setReady(true))
      .then((started) => {
        if (!cancelled) setControls(started);
      })
      // No service worker (unsupported, or the registration failed): the portal still works online.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  return {
    ready: ready && controls !== null,
    apply: () => controls?.applyUpdate(),
    later: () => setReady(false),
  };
}

function useInstallOffer() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer);
  const accept = async () => {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    forgetInstallOffer();
  };
  return { offer, accept: () => void accept() };
}
