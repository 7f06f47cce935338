import { languageSwitchPath } from '../../../shared/i18n/languages';
import { kioskLanguage } from '../../lib/kiosk-setting';
import { endServerSession } from '../../lib/session/end-server-session';
import { legacyStorageKeys, offlineStorageKeys } from '../../lib/storage-keys';
import { readRefreshToken } from '../../lib/token-store';

/**
 * Kept through a wipe: the hint that undelivered items wait in the outbox, and the kiosk setting's
 * old key where it could not be moved yet. The device's settings themselves are in IndexedDB
 * (src/shared/pwa/device-settings.ts), which the wipe does not touch.
 */
const DEVICE_KEYS: readonly string[] = [legacyStorageKeys.kiosk, offlineStorageKeys.outboxPending];

/** Set across the reload that ends a kiosk session, so the next screen can say it was cleared. */
const CLEARED_FLAG = 'portal.kiosk.cleared';

/**
 * Everything one person left on a kiosk, gone: their session token and every other `portal.`
 * key in localStorage (the outbox hint stays), sessionStorage, and what the offline
 * store holds for anyone (drafts with their files, the sent list; outbox items not yet delivered
 * stay until they are sent, then go). Then a full reload, so no form state survives in memory, in
 * the kiosk's own language rather than the last person's.
 */
export async function finishKioskSession(wipeOfflineData: () => Promise<void>): Promise<void> {
  // The person's session ends on the server too, so a token copied off the tablet is worthless.
  endServerSession(readRefreshToken());
  clearPersonalStorage();
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept there.
  }
  try {
    await wipeOfflineData();
  } finally {
    try {
      sessionStorage.setItem(CLEARED_FLAG, '1');
    } catch {
      // The notice is a courtesy; the wipe is what matters.
    }
    // The next person starts on the home page in the kiosk's own language (the switch path sets it).
    window.location.replace(languageSwitchPath(kioskLanguage(), '/'));
  }
}

/**
 * The same wipe once more on the fresh page after the reload: the page that ended the session may
 * still have finished a write as it went (a draft typed a moment before, a storage note), and
 * nothing of it may be left for the next person.
 */
export async function sweepAfterFinish(wipeOfflineData: () => Promise<void>): Promise<void> {
  clearPersonalStorage();
  await wipeOfflineData();
}

function clearPersonalStorage(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('portal.') && !DEVICE_KEYS.includes(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}

/** What this page load found: read once, so a kiosk bar mounted again on the same page agrees. */
let clearedOnThisPage: boolean | null = null;

/** True on the page loaded right after a kiosk session ended (the flag is forgotten at once). */
export function takeClearedNotice(): boolean {
  if (clearedOnThisPage !== null) return clearedOnThisPage;
  try {
    clearedOnThisPage = sessionStorage.getItem(CLEARED_FLAG) === '1';
    sessionStorage.removeItem(CLEARED_FLAG);
  } catch {
    clearedOnThisPage = false;
  }
  return clearedOnThisPage;
}

let sweptThisPage = false;

/** sweepAfterFinish at most once per page, however often the kiosk bar mounts. */
export function sweepOnceAfterFinish(wipeOfflineData: () => Promise<void>): void {
  if (sweptThisPage) return;
  sweptThisPage = true;
  void sweepAfterFinish(wipeOfflineData);
}
