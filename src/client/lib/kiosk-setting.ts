import { storageKeys } from './storage-keys';

/**
 * Whether this device is a kiosk (a tablet at a municipal office used by one person after
 * another). An admin turns it on for the device; it is kept in localStorage and survives the
 * wipe between people. Storage that cannot be read means "not a kiosk".
 */
export function isKioskDevice(): boolean {
  try {
    return localStorage.getItem(storageKeys.kiosk) === 'on';
  } catch {
    return false;
  }
}

export function setKioskDevice(on: boolean): void {
  try {
    if (on) localStorage.setItem(storageKeys.kiosk, 'on');
    else localStorage.removeItem(storageKeys.kiosk);
  } catch {
    // A device that cannot store the setting cannot be a kiosk: nothing to change.
  }
}

const CHANGE_EVENT = 'portal-kiosk-change';

/** Turns kiosk mode on or off and tells whoever subscribed (the shell mounts the kiosk bar). */
export function changeKioskDevice(on: boolean): void {
  setKioskDevice(on);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** For useSyncExternalStore: changes from this tab and from others (the storage event). */
export function subscribeKioskSetting(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.kiosk || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
