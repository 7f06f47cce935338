import { DEVICE_SETTINGS_CHANNEL, isDeviceSettingChange, readDeviceSettings, writeDeviceSetting } from '../../shared/pwa/device-settings';
import type { DeviceSettingChange, DeviceSettingKey, DeviceSettings } from '../../shared/pwa/device-settings';
import { legacyStorageKeys } from './storage-keys';

/*
 * The page's side of the device's settings (the table: src/shared/pwa/device-settings.ts). They are
 * read from IndexedDB once, after the first render, and kept here in memory, so that components
 * read them synchronously (useSyncExternalStore with subscribeDeviceSettings); a change is written
 * through and told to the other tabs and the service worker. The language is kept in step with the
 * page by keep-page-language.ts.
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
 * Settings an older version kept in localStorage, moved into the store once: a kiosk deployed
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
