import { Suspense, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { changeDeviceSetting, deviceSetting, subscribeDeviceSettings } from '../../lib/device-settings';
import { isKioskDevice, subscribeKioskSetting } from '../../lib/kiosk-setting';
import { loadTexts } from '../../i18n/catalogue';
import { lazyComponent } from '../../lib/load-once';
import { isConfirmationState } from '../../lib/request-paths';
import { useSession } from '../../lib/session/session-context';
import {
  deliveredNotices,
  dismissDelivered,
  dismissRemovedUnsent,
  removedUnsentCount,
  subscribeDeliveredNotices,
} from '../../offline/delivered-notices';
import { Button } from '../../ui/button';
import { forgetInstallOffer, installOffer, subscribeToInstallOffer } from './install-prompt';
import styles from './app-notices.module.css';
import { pwaTexts } from './pwa-texts';
import { startServiceWorker } from './service-worker';
import type { ServiceWorkerControls } from './service-worker';
import { useIsOffline } from './use-connection-status';
import { isStaffRole } from '../../../shared/domain/users/roles';

const UnsentRemovedNotice = lazyComponent(async () => {
  const notice = await import('./unsent-removed-notice');
  await loadTexts(notice.texts);
  return notice.UnsentRemovedNotice;
});

/**
 * The app's own notices on every page, in the flow under the navigation, so that they never cover
 * what the page shows (at 360 px, at 200 % zoom): offline, a new version ready, the install offer.
 * Loaded after the first render (see app-notices-slot.tsx), and it is what registers the
 * service worker, so none of it weighs on the first download. Its texts (pwaTexts) and the device's
 * settings are loaded before it renders (after-load.tsx).
 */
export function AppNotices() {
  const t = pwaTexts.get();
  const offline = useIsOffline();
  const update = useUpdatePrompt();
  const install = useInstallOffer();
  const delivered = useDeliveredNotices();
  const removed = useSyncExternalStore(subscribeDeliveredNotices, removedUnsentCount);

  if (!offline && !update.ready && !install.offer && delivered.length === 0 && removed === 0) return null;
  return (
    // A named region, so the notices are not loose content outside every landmark.
    <section aria-label={t.notices} className={styles.notices}>
      {offline ? (
        <p role="status" className={styles.offline}>
          <strong>{t.offlineTitle}</strong> {t.offlineBody}
        </p>
      ) : null}
      {update.ready ? (
        <div role="status" className={styles.notice}>
          <p>
            <strong>{t.updateTitle}</strong> {t.updateBody}
          </p>
          <div className={styles.actions}>
            <Button onClick={update.apply}>{t.reloadToUpdate}</Button>
            <Button variant="secondary" onClick={update.later}>
              {t.later}
            </Button>
          </div>
        </div>
      ) : null}
      {delivered.map((notice) => (
        <div key={notice.id} role="status" className={styles.notice}>
          <p>
            <strong>{t.deliveredTitle}</strong> {t.delivered({ title: notice.title })}{' '}
            {notice.kind === 'grievance' ? t.complaintId : t.reference} <strong className={styles.reference}>{notice.reference}</strong>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dismissDelivered(notice.id)}>
              {t.close}
            </Button>
          </div>
        </div>
      ))}
      {removed > 0 ? (
        <Suspense fallback={null}>
          <UnsentRemovedNotice count={removed} onClose={dismissRemovedUnsent} />
        </Suspense>
      ) : null}
      {install.offer ? <InstallOffer onAccept={install.accept} onDismiss={install.dismiss} /> : null}
    </section>
  );
}

/**
 * What the outbox delivered while the person was elsewhere in the app: each with its
 * reference until closed. The Outbox itself lists them as Sent, so opening it closes them all.
 */
function useDeliveredNotices() {
  const notices = useSyncExternalStore(subscribeDeliveredNotices, deliveredNotices);
  const { pathname } = useLocation();
  const onOutbox = pathname === '/outbox';
  useEffect(() => {
    if (onOutbox && notices.length > 0) dismissDelivered();
  }, [onOutbox, notices]);
  return onOutbox ? [] : notices;
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

/** After 'Not now', the offer waits this long before it is made again (the browser offers it on every visit). */
const INSTALL_OFFER_PAUSE_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether 'Not now' was answered recently on this device (a device setting, kept across visits). */
function installOfferPaused(): boolean {
  const dismissedAt = deviceSetting('installDismissedAt');
  return dismissedAt !== undefined && Date.now() - dismissedAt < INSTALL_OFFER_PAUSE_MS;
}

/** The clerks' pages: the dashboard and its pages, their sign-in and the first-time setup. */
const ADMIN_PAGE = /^\/admin(?:[/-]|$)/;

/**
 * The install offer, when it may be made: once the person has completed a request on this device
 * (useRequestCompleted), not to clerks (on their pages, or signed in as one), not on a kiosk (a
 * shared tablet is not anyone's to install on), not for a while after 'Not now', and only on a page
 * the person went to in the app, never on the page the browser loaded. The offer comes in the flow
 * above the page: arriving while someone reads the page they opened, it would push that page down
 * (Lighthouse counted it, CLS 0.196); opening a page, it is part of what opens.
 */
function useInstallOffer() {
  const offered = useSyncExternalStore(subscribeToInstallOffer, installOffer);
  const paused = useSyncExternalStore(subscribeDeviceSettings, installOfferPaused);
  const kiosk = useSyncExternalStore(subscribeKioskSetting, isKioskDevice);
  const completed = useRequestCompleted();
  const { user } = useSession();
  const { pathname, key } = useLocation();
  const [loadedPage] = useState(key);
  const forClerks = (user !== null && isStaffRole(user.role)) || ADMIN_PAGE.test(pathname);
  const offer = !completed || paused || kiosk || forClerks || key === loadedPage ? null : offered;
  const accept = async () => {
    if (!offer) return;
    await offer.prompt();
    await offer.userChoice;
    forgetInstallOffer();
  };
  const dismiss = () => {
    forgetInstallOffer();
    void changeDeviceSetting('installDismissedAt', Date.now());
  };
  return { offer, accept: () => void accept(), dismiss };
}

/** The confirmation of a request sent without an account (lib/request-paths.ts: submittedPath), and its id. */
const CONFIRMATION_PAGE = /^\/(?:certificates|taxes|grievances)\/submitted\/([^/]+)$/;

/**
 * Whether the install offer may follow a completed request: one confirmed on this device (a
 * device setting, kept across visits), on a page after the one that confirmed it, so the
 * confirmation itself is read undisturbed. Noted the first time this page sees one: a signed-in
 * citizen's request page opened as its confirmation, the confirmation kept for someone without an
 * account (not an outbox item still waiting: its id has no kept confirmation), or an outbox item
 * delivered.
 */
function useRequestCompleted(): boolean {
  const completedAt = useSyncExternalStore(subscribeDeviceSettings, () => deviceSetting('requestCompletedAt'));
  const delivered = useSyncExternalStore(subscribeDeliveredNotices, deliveredNotices);
  const { pathname, state, key } = useLocation();
  const [notedOn, setNotedOn] = useState<string | null>(null);

  useEffect(() => {
    if (completedAt !== undefined) return;
    let current = true;
    const note = () => {
      if (!current) return;
      setNotedOn(key);
      void changeDeviceSetting('requestCompletedAt', Date.now());
    };
    const confirmation = CONFIRMATION_PAGE.exec(pathname)?.[1];
    if (isConfirmationState(state) || delivered.length > 0) note();
    else if (confirmation) void confirmationKept(decodeURIComponent(confirmation)).then((kept) => (kept ? note() : undefined));
    return () => {
      current = false;
    };
  }, [completedAt, delivered, pathname, state, key]);

  return completedAt !== undefined && notedOn !== key;
}

/**
 * Whether this id is a confirmation kept on the device for whoever uses it now. Loaded only on a
 * confirmation page, whose own code has loaded the device's store already.
 */
async function confirmationKept(id: string): Promise<boolean> {
  try {
    const [copies, { currentOwner }] = await Promise.all([import('../../offline/copies'), import('../../offline/form/owner')]);
    const owner = currentOwner();
    return (copies.confirmationShownOnThisPage(owner, id) ?? (await copies.readConfirmation(owner, id))) !== null;
  } catch {
    return false;
  }
}

/**
 * The offer itself, small: one line under the navigation (two where Tamil's words need it), the
 * Install button with what it gives, and a close button ('Not now') at its end.
 */
function InstallOffer({ onAccept, onDismiss }: { onAccept: () => void; onDismiss: () => void }) {
  const t = pwaTexts.get();
  const id = useId();
  return (
    <div className={styles.install}>
      <button type="button" className={styles.installButton} aria-describedby={id} onClick={onAccept}>
        {t.installApp}
      </button>
      <span id={id} className={styles.installLine}>
        {t.installLine}
      </span>
      <button type="button" className={styles.dismiss} aria-label={t.notNow} title={t.notNow} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
