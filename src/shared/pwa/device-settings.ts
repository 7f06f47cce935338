/*
 * The device's small settings (docs/decisions/035): one IndexedDB store, kept through
 * idb-keyval, read by the page (src/client/lib/device-settings.ts) and by the service worker
 * (sw/navigation.ts reads the language). Settings of the device, not of a person: a kiosk's wipe
 * between two people leaves them alone. The session (tokens, profile) is not here: it stays in
 * localStorage (spec section 4).
 */
import { createStore, del, getMany, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

/** The table of every setting: its key in the store and the value kept under it. */
export interface DeviceSettings {
  /**
   * The code of the language last chosen on this device (`en`, `ta`): the service worker answers
   * pages in it offline. Read through parseLanguage (src/shared/i18n/languages.ts), as the cookie is.
   * (A plain string here: this table stays free of the languages module, which would otherwise be
   * split out of the page's first chunk into one of its own.)
   */
  language: string;
  /** True when an admin made this device a kiosk (a tablet used by one person after another). */
  kiosk: boolean;
  /**
   * The code of the kiosk's own language, the page's when it became one: each person's clear goes
   * back to it, whatever language the last person chose.
   */
  kioskLanguage: string;
  /** When the install offer was last answered 'Not now' (ms since 1970): it waits a while before asking again. */
  installDismissedAt: number;
  /**
   * When a request (an application, a payment, a grievance) was first confirmed on this device
   * (ms since 1970): the install offer waits for it. Of the device, not of a person: a logout or a
   * kiosk's clear leaves it.
   */
  requestCompletedAt: number;
}

export type DeviceSettingKey = keyof DeviceSettings;

/** What a stored value must be to be used: anything else (an older version's, a damaged store) counts as unset. */
const valid: { [K in DeviceSettingKey]: (value: unknown) => value is DeviceSettings[K] } = {
  language: (value): value is string => typeof value === 'string',
  kiosk: (value): value is boolean => typeof value === 'boolean',
  kioskLanguage: (value): value is string => typeof value === 'string',
  installDismissedAt: (value): value is number => typeof value === 'number' && Number.isFinite(value),
  requestCompletedAt: (value): value is number => typeof value === 'number' && Number.isFinite(value),
};

/** Every key of the table, in one list (the page reads them all at once at start). */
export const deviceSettingKeys = Object.keys(valid) as DeviceSettingKey[];

/** The database and its one object store, apart from the offline layer's (Dexie's) database. */
export const DEVICE_SETTINGS_DATABASE = 'portal-settings';
const STORE = 'settings';

/**
 * Posted on this channel (a BroadcastChannel) when the page changes a setting, so that other tabs
 * and a running service worker update the copy they keep in memory.
 */
export const DEVICE_SETTINGS_CHANNEL = 'portal-settings';

export interface DeviceSettingChange<K extends DeviceSettingKey = DeviceSettingKey> {
  type: 'device-setting';
  key: K;
  value: DeviceSettings[K] | undefined;
}

export function isDeviceSettingChange(data: unknown): data is DeviceSettingChange {
  if (typeof data !== 'object' || data === null) return false;
  const { type, key, value } = data as { type?: unknown; key?: unknown; value?: unknown };
  return type === 'device-setting' && isDeviceSettingKey(key) && (value === undefined || valid[key](value));
}

function isDeviceSettingKey(key: unknown): key is DeviceSettingKey {
  return typeof key === 'string' && Object.hasOwn(valid, key);
}

let store: UseStore | undefined;
/** Opened on first use: a browser without IndexedDB (or a test without it) fails here, not at import. */
const settingsStore = () => (store ??= createStore(DEVICE_SETTINGS_DATABASE, STORE));

/**
 * Every setting stored on this device; an empty table where IndexedDB cannot be read (a private
 * window of an older browser): every setting then has its default.
 */
export async function readDeviceSettings(): Promise<Partial<DeviceSettings>> {
  try {
    const values = await getMany<unknown>(deviceSettingKeys, settingsStore());
    const found: Record<string, unknown> = {};
    deviceSettingKeys.forEach((key, index) => {
      if (valid[key](values[index])) found[key] = values[index];
    });
    return found as Partial<DeviceSettings>;
  } catch {
    return {};
  }
}

/** Stores one setting (undefined removes it). False where IndexedDB cannot be written. */
export async function writeDeviceSetting<K extends DeviceSettingKey>(key: K, value: DeviceSettings[K] | undefined): Promise<boolean> {
  try {
    if (value === undefined) await del(key, settingsStore());
    else await set(key, value, settingsStore());
    return true;
  } catch {
    return false;
  }
}
