/** A span of calendar days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** India's financial year that holds `day` (YYYY-MM-DD): 1 April to 31 March. */
export function financialYearOf(day: string): DayRange {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** A financial year as the municipality writes it: 2026-27. */
export function financialYearLabel(year: DayRange): string {
  return `${year.from.slice(0, 4)}-${year.to.slice(2, 4)}`;
}
