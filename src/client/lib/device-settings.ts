import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageCookie, parseLanguage } from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';
import { DEVICE_SETTINGS_CHANNEL, isDeviceSettingChange, readDeviceSettings, writeDeviceSetting } from '../../shared/pwa/device-settings';
import type { DeviceSettingChange, DeviceSettingKey, DeviceSettings } from '../../shared/pwa/device-settings';
import { legacyStorageKeys } from './storage-keys';

/*
 * The page's side of the device's settings (the table: src/shared/pwa/device-settings.ts). They are
 * read from IndexedDB once, after the first render, and kept here in memory, so that components
 * read them synchronously (useSyncExternalStore with subscribeDeviceSettings); a change is written
 * through and told to the other tabs and the service worker.
 */

let settings: Partial<DeviceSettings> = {};
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

let channel: BroadcastChannel | undefined;
let loading: Promise<void> | undefined;

/** Reads every setting (once per page); resolves when `deviceSetting` answers with what is stored. */
export function loadDeviceSettings(): Promise<void> {
  loading ??= (async () => {
    const stored = await readDeviceSettings();
    // A change made on this page while the store was being read is the newer one.
    settings = { ...stored, ...settings };
    await moveLocalStorageSettings();
    listenToOtherTabs();
    changed();
  })();
  return loading;
}

/** A setting as this page knows it: undefined before loadDeviceSettings() resolved, or when unset. */
export function deviceSetting<K extends DeviceSettingKey>(key: K): DeviceSettings[K] | undefined {
  return settings[key];
}

/** Changes a setting on this page at once, then in the store, then in the other tabs and the worker. */
export async function changeDeviceSetting<K extends DeviceSettingKey>(key: K, value: DeviceSettings[K] | undefined): Promise<void> {
  settings = { ...settings, [key]: value };
  changed();
  await writeDeviceSetting(key, value);
  const change: DeviceSettingChange<K> = { type: 'device-setting', key, value };
  channel?.postMessage(change);
}

/** For useSyncExternalStore: starts the first read if nothing has, and tells of every change. */
export function subscribeDeviceSettings(listener: () => void): () => void {
  listeners.add(listener);
  void loadDeviceSettings();
  return () => listeners.delete(listener);
}

function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(DEVICE_SETTINGS_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isDeviceSettingChange(event.data)) return;
    settings = { ...settings, [event.data.key]: event.data.value };
    changed();
  });
}

/**
 * Settings kept in localStorage before issue 21, moved into the store once: a kiosk deployed
 * before stays a kiosk. The old key goes only once the store has the setting; where IndexedDB
 * cannot be written, the old key still counts, so the device keeps being what it was.
 */
async function moveLocalStorageSettings(): Promise<void> {
  let kioskBefore: string | null;
  try {
    kioskBefore = localStorage.getItem(legacyStorageKeys.kiosk);
  } catch {
    return;
  }
  if (kioskBefore === null) return;
  // 'on' was the only value that made a kiosk.
  if (kioskBefore === 'on' && settings.kiosk === undefined) {
    settings = { ...settings, kiosk: true };
    if (!(await writeDeviceSetting('kiosk', true))) return;
  }
  try {
    localStorage.removeItem(legacyStorageKeys.kiosk);
  } catch {
    // Left for the next start to move again: the same setting, no harm.
  }
}

/** The language of the `lang` cookie the server answers pages in (English without one). */
function cookieLanguage(): Language {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseLanguage(match?.[1]);
}

/**
 * The page's language is the person's latest choice (the server answered it from the cookie, or the
 * service worker from the store): the store and the cookie are brought to agree with it, so that
 * the next page comes in the same language online, offline and in the installed app.
 */
export async function keepPageLanguage(language: Language): Promise<void> {
  if (cookieLanguage() !== language) document.cookie = languageCookie(language, window.location.protocol === 'https:');
  await loadDeviceSettings();
  if ((settings.language ?? DEFAULT_LANGUAGE) !== language) await changeDeviceSetting('language', language);
}
