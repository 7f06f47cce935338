/** Money is held as integer paise everywhere it is stored or summed (DESIGN section 6). */
export const CURRENCY = 'INR';

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/*
 * Written without Intl: a page's first Intl formatter loads the locale's data, a long task on a
 * slow phone's main thread in the middle of hydrating a tax form.
 * tests/unit/shared/indian-formats.test.ts holds both to what Intl's en-IN writes.
 */

/** Indian grouping with two decimals: 12345678 paise → "₹1,23,456.78". */
export function formatPaise(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = groupedIndian(Math.floor(whole / 100));
  return `${paise < 0 && whole > 0 ? '-' : ''}₹${rupees}.${String(whole % 100).padStart(2, '0')}`;
}

/** A whole number with Indian grouping, as `toLocaleString('en-IN')` writes it: 10000000 → "1,00,00,000". */
export function groupedIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}
