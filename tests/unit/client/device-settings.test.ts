import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The device's settings (src/shared/pwa/device-settings.ts, src/client/lib/device-settings.ts):
 * each test is a device (a fresh IndexedDB) and each `pageLoad()` a fresh page on it (fresh modules).
 */
const pageLoad = async () => {
  vi.resetModules();
  const settings = await import('../../../src/client/lib/device-settings');
  const kiosk = await import('../../../src/client/lib/kiosk-setting');
  const language = await import('../../../src/client/lib/keep-page-language');
  return { ...settings, ...kiosk, ...language };
};
const stored = async () => (await import('../../../src/shared/pwa/device-settings')).readDeviceSettings();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('kiosk mode as a device setting', () => {
  it('is off until the settings are read, and off on a device that never turned it on', async () => {
    const page = await pageLoad();
    expect(page.isKioskDevice()).toBe(false);
    await page.loadDeviceSettings();
    expect(page.isKioskDevice()).toBe(false);
  });

  it('once turned on, stays on for every later page, through the wipe between people', async () => {
    const first = await pageLoad();
    await first.loadDeviceSettings();
    const told = vi.fn();
    first.subscribeKioskSetting(told);
    first.changeKioskDevice(true);
    expect(first.isKioskDevice()).toBe(true);
    expect(told).toHaveBeenCalled();
    await vi.waitFor(async () => expect((await stored()).kiosk).toBe(true));

    const { sweepAfterFinish } = await import('../../../src/client/features/kiosk/wipe-device');
    await sweepAfterFinish(() => Promise.resolve());

    const next = await pageLoad();
    await next.loadDeviceSettings();
    expect(next.isKioskDevice()).toBe(true);
    next.changeKioskDevice(false);
    await vi.waitFor(async () => expect((await stored()).kiosk).toBeUndefined());
  });

  it('moves a kiosk kept in localStorage before (a deployed tablet) into the store, once', async () => {
    localStorage.setItem('portal.kiosk', 'on');
    const page = await pageLoad();
    await page.loadDeviceSettings();
    expect(page.isKioskDevice()).toBe(true);
    expect(localStorage.getItem('portal.kiosk')).toBeNull();
    expect((await stored()).kiosk).toBe(true);

    const later = await pageLoad();
    await later.loadDeviceSettings();
    expect(later.isKioskDevice()).toBe(true);
  });

  it('keeps a kiosk kept in localStorage a kiosk where IndexedDB cannot be used', async () => {
    localStorage.setItem('portal.kiosk', 'on');
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    const page = await pageLoad();
    await page.loadDeviceSettings();
    expect(page.isKioskDevice()).toBe(true);
    expect(localStorage.getItem('portal.kiosk')).toBe('on');
  });
});

describe('the stored values', () => {
  it('ignores a value that is not what its key holds', async () => {
    const { set, createStore } = await import('idb-keyval');
    const store = createStore('portal-settings', 'settings');
    await set('language', 7, store);
    await set('kiosk', 'on', store);
    await set('installDismissedAt', 1_700_000_000_000, store);
    expect(await stored()).toEqual({ installDismissedAt: 1_700_000_000_000 });
  });

  it('tells this page of a change another tab made', async () => {
    const page = await pageLoad();
    await page.loadDeviceSettings();
    const otherTab = new BroadcastChannel('portal-settings');
    otherTab.postMessage({ type: 'device-setting', key: 'kiosk', value: true });
    await vi.waitFor(() => expect(page.isKioskDevice()).toBe(true));
    otherTab.close();
  });
});

describe('keepPageLanguage', () => {
  it('makes the cookie and the stored language agree with the page shown', async () => {
    const page = await pageLoad();
    await page.keepPageLanguage('ta');
    expect(document.cookie).toBe('lang=ta');
    expect((await stored()).language).toBe('ta');

    const english = await pageLoad();
    await english.keepPageLanguage('en');
    expect(document.cookie).toBe('lang=en');
    expect((await stored()).language).toBe('en');
  });

  it('writes nothing on a first visit in English (no cookie, nothing stored: English already)', async () => {
    const page = await pageLoad();
    await page.keepPageLanguage('en');
    expect(document.cookie).toBe('');
    expect(await stored()).toEqual({});
  });
});
