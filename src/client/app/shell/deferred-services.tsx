import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { loadTexts } from '../../i18n/catalogue';
import { isKioskDevice, subscribeKioskSetting } from '../../lib/kiosk-setting';
import { lazyComponent } from '../../lib/load-once';
import { useSession } from '../../lib/session/session-context';
import { hasPendingOutbox } from '../../offline/outbox-flag';
import { startOutboxSyncIfPending } from '../../offline/start-outbox-sync';

const KioskSession = lazyComponent(async () => {
  const kiosk = await import('../../features/kiosk/kiosk-session');
  await loadTexts(kiosk.texts);
  return kiosk.KioskSession;
});

/**
 * What the shell runs once the page has loaded: the outbox's sync engine when
 * something may be waiting (Dexie is fetched only then), its flush right after a sign-in (items
 * held for one go at once), and on a kiosk device the kiosk session with its idle wipe.
 */
export function DeferredServices() {
  const kiosk = useSyncExternalStore(subscribeKioskSetting, isKioskDevice, () => false);
  const { user } = useSession();
  const signedInBefore = useRef(user !== null);

  useEffect(() => startOutboxSyncIfPending(), []);

  useEffect(() => {
    const signedIn = user !== null;
    if (signedIn && !signedInBefore.current && hasPendingOutbox()) {
      void import('../../offline/outbox-sync').then(({ sendOutboxNow }) => sendOutboxNow());
    }
    signedInBefore.current = signedIn;
  }, [user]);

  return kiosk ? (
    <Suspense fallback={null}>
      <KioskSession
        wipeOfflineData={() => import('../../offline/leave-device').then((device) => device.leaveDevice('everyone')).catch(() => undefined)}
      />
    </Suspense>
  ) : null;
}
