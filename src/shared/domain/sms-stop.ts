/*
 * Stopping SMS from the message itself (decision 061): each SMS ends with a short link to
 * `/s/<code>`, a page that stops SMS to that number, with a way to undo.
 */

/** The last ten digits: "+91 98765-43210", "098765 43210" and "9876543210" are one number. */
export const mobileKey = (value: string) => value.replace(/\D/g, '').slice(-10);

/** Eight base64url symbols (48 random bits): short in an SMS, well within DLT's 30 characters a variable. */
export const SMS_STOP_CODE_PATTERN = /^[A-Za-z0-9_-]{8}$/;

/** The page of a number's stop link, as the SMS gives it on the portal's address. */
export const SMS_STOP_PAGE_PREFIX = '/s/';

/** What the page shows of the number: its first two and last two digits, "98xxxxxx12". */
export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? 'x'.repeat(mobile.length) : `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
