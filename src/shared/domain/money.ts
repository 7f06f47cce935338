/** Money is held as integer paise everywhere it is stored or summed (DESIGN section 6). */
export const CURRENCY = 'INR';

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/*
 * A page's first Intl formatter loads the locale's data: 30–45 ms of the main thread in Chromium
 * on this machine, four times that on a slow phone (issue 8). So none is made when a module loads:
 * the formatter below on its first use, and the whole numbers of messages without Intl at all.
 */
let inr: Intl.NumberFormat | undefined;

/** Indian grouping with two decimals: 12345678 paise → "₹1,23,456.78". */
export function formatPaise(paise: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return inr.format(paise / 100);
}

/** A whole number with Indian grouping, as `toLocaleString('en-IN')` writes it: 10000000 → "1,00,00,000". */
export function groupedIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}
