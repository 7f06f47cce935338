/*
 * Every key this app keeps in localStorage, in one place (kiosk wipes must find them all). Two
 * objects so that the first download carries only the session's keys, not the offline layer's.
 * The device's settings (language, kiosk mode, the install offer's 'Not now') are not here: they
 * are in IndexedDB, in one table (src/shared/pwa/device-settings.ts).
 */
export const storageKeys = {
  /** The signed-in person's bearer token (spec section 4: kept in local storage). */
  token: 'portal.token',
  /** The renewal token that gets the next short-lived bearer token (decision 014). */
  refresh: 'portal.refresh',
  /** The profile that token belongs to, confirmed at the last start with a connection. */
  user: 'portal.user',
  /**
   * The device token of the last sign-in on this browser (decision 014): kept after logout, so
   * that failures elsewhere cannot lock its owner out; a kiosk's 'Finish and clear' removes it.
   */
  trustedDevice: 'portal.trustedDevice',
} as const;

export const offlineStorageKeys = {
  /** The random id that owns an anonymous person's drafts and outbox on this device (src/client/offline/form/owner.ts). */
  anonymousOwner: 'portal.anonymousOwner',
  /** Set while the outbox may hold something to send: the shell starts the sync only then (src/client/offline/outbox-flag.ts). */
  outboxPending: 'portal.outboxPending',
  /** Set once persistent storage has been asked for, so the browser is asked only once. */
  persistAsked: 'portal.persistAsked',
} as const;

/** Where an older version kept settings before the device's settings store: read once to move them. */
export const legacyStorageKeys = {
  /** 'on' when an admin had made this device a kiosk. */
  kiosk: 'portal.kiosk',
} as const;
