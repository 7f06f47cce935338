/**
 * An Aadhaar number as lists may show it: only the last four digits (UIDAI's masked form,
 * "XXXX XXXX 1234"). Anything that is not twelve digits is masked whole, so a malformed value
 * never leaks either.
 */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length !== 12) return 'XXXX XXXX XXXX';
  return `XXXX XXXX ${digits.slice(8)}`;
}
