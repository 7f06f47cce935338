/** Answer of POST /api/admin/kiosk-links (201): the code, shown this once, and until when it works. */
export interface KioskLinkCreated {
  code: string;
  /** The tablet's page: `/kiosk/<code>`. */
  path: string;
  expiresAt: string;
  /** How the audit log names the link (`KIOSK-1a2b3c4d`): never the code. */
  reference: string;
}

/** Answer of POST /api/kiosk-links/use: the device may turn kiosk mode on. */
export interface KioskLinkUsed {
  kiosk: true;
  reference: string;
}
