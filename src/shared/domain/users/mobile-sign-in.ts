/**
 * Signing in with a mobile number (DESIGN section 11): the rules the server enforces and the page
 * shows, in one place.
 */

/** A code is six digits. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;
/** A code lives ten minutes and five tries. */
export const OTP_LIFETIME_SECONDS = 10 * 60;
export const OTP_TRIES = 5;
/** At most three codes to one number in fifteen minutes; another after thirty seconds at the soonest. */
export const OTP_CODES_PER_WINDOW = 3;
export const OTP_WINDOW_SECONDS = 15 * 60;
export const OTP_RESEND_AFTER_SECONDS = 30;

/** An Indian mobile number: ten digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * The ten digits of an Indian mobile number as people write it (`+91 98765 43210`,
 * `098765-43210`, `(98765) 43210`), or null when it is not one.
 */
export function normalizeIndianMobile(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  const digits = compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return INDIAN_MOBILE.test(digits) ? digits : null;
}
