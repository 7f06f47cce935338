import { todayInIndia } from '../common/dates';
import { rupeesToPaise } from '../common/money';
import { lateFeePaise } from './late-fee';
import type { TaxDefinition } from './tax-definition-types';

/** The month each of the spec's property quarters begins in. */
const QUARTER_START_MONTH: Readonly<Record<string, number>> = { 'Apr-Jun': 4, 'Jul-Sep': 7, 'Oct-Dec': 10, 'Jan-Mar': 1 };
const LAND_YEAR = /^(\d{4})-(\d{4})$/;
const BILL_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const iso = (year: number, month: number, day = 1) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The first day of a demand's period (YYYY-MM-DD), which tells two years' same quarter apart and
 * starts the early-payment window: a bill month's first day; a land year's 1 April; a property
 * quarter's first day in the year of its due date, or the year before when that day would fall
 * after the due date (January–March due in April). Null for a period the type does not have.
 */
export function periodStartOf(definition: TaxDefinition, period: string, dueDate: string): string | null {
  if (definition.period.kind === 'month') {
    const month = BILL_MONTH.exec(period);
    return month ? iso(Number(month[1]), Number(month[2])) : null;
  }
  if (!definition.period.options.some((option) => option.value === period)) return null;
  const years = LAND_YEAR.exec(period);
  if (years) return iso(Number(years[1]), 4);
  const month = QUARTER_START_MONTH[period];
  if (month === undefined) return null;
  const dueYear = Number(dueDate.slice(0, 4));
  const start = iso(dueYear, month);
  return start <= dueDate ? start : iso(dueYear - 1, month);
}

/** A register demand as the charges need it. */
export interface Demand {
  amountPaise: number;
  dueDate: string;
  periodStart: string;
}

export interface BillCharges {
  lateFeePaise: number;
  rebatePaise: number;
  totalPaise: number;
}

/**
 * What a register bill costs today, in India's calendar: its amount, plus the type's flat late fee
 * once the due date has passed, or less the type's early-payment rebate within the first days of
 * its period (never both).
 */
export function billCharges(definition: TaxDefinition, demand: Demand, now: Date = new Date()): BillCharges {
  const lateFee = lateFeePaise(definition, demand.dueDate, now);
  const rebate = lateFee === 0 ? rebatePaise(definition, demand, todayInIndia(now)) : 0;
  return { lateFeePaise: lateFee, rebatePaise: rebate, totalPaise: demand.amountPaise + lateFee - rebate };
}

function rebatePaise(definition: TaxDefinition, demand: Demand, today: string): number {
  const rule = definition.rebate;
  if (!rule) return 0;
  const start = new Date(`${demand.periodStart}T00:00:00Z`);
  const lastDay = new Date(start.getTime() + (rule.withinDays - 1) * 86_400_000).toISOString().slice(0, 10);
  if (today < demand.periodStart || today > lastDay) return 0;
  return Math.min(Math.floor((demand.amountPaise * rule.percent) / 100), rupeesToPaise(rule.maxRupees));
}
