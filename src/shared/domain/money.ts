/** Money is held as integer paise everywhere it is stored or summed (DESIGN section 6). */
export const CURRENCY = 'INR';

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Indian grouping with two decimals: 12345678 paise → "₹1,23,456.78". */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}
