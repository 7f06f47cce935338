/*
 * One-time kiosk links (decision 047): a clerk creates one on the dashboard; opening
 * `/kiosk/<code>` on a public tablet makes it a kiosk without anyone signing in there.
 */

/** How long a link can be used after it was created. */
export const KIOSK_LINK_TTL_HOURS = 24;

/**
 * Sixteen symbols in four groups (80 random bits), from the references' alphabet without 0/O and
 * 1/I, so that a clerk can read the link out and someone can type it on the tablet.
 */
export const KIOSK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KIOSK_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** What was typed, made comparable: case, spaces and where the dashes are do not matter. */
export function normalizeKioskCode(input: string): string {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '');
  return symbols.length === 16 ? (symbols.match(/.{4}/g) ?? []).join('-') : symbols;
}

/** The tablet's page for a code: `/kiosk/ABCD-EFGH-JKLM-NPQR`. */
export const kioskLinkPath = (code: string) => `/kiosk/${code}`;
