import { parseLanguage } from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';
import { pageLanguage } from '../i18n/page-language';
import { changeDeviceSetting, deviceSetting, subscribeDeviceSettings } from './device-settings';

/**
 * Whether this device is a kiosk (a tablet at a municipal office used by one person after
 * another). An admin turns it on for the device; it is one of the device's settings (IndexedDB,
 * src/shared/pwa/device-settings.ts), which the wipe between people leaves alone. False until
 * the settings are read (the kiosk session mounts then), and where they cannot be.
 */
export function isKioskDevice(): boolean {
  return deviceSetting('kiosk') === true;
}

/**
 * Turns kiosk mode on or off, on this page at once and for every later one (the shell mounts the
 * kiosk bar). The page's language becomes the kiosk's own, the one each clear goes back to.
 */
export function changeKioskDevice(on: boolean): void {
  void changeDeviceSetting('kiosk', on ? true : undefined);
  void changeDeviceSetting('kioskLanguage', on ? pageLanguage() : undefined);
}

/** The kiosk's own language: the next person starts in it. */
export function kioskLanguage(): Language {
  return parseLanguage(deviceSetting('kioskLanguage'));
}

/** For useSyncExternalStore: the settings' first read, and changes from this tab and from others. */
export const subscribeKioskSetting = subscribeDeviceSettings;
