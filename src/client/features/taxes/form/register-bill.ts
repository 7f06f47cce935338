import type { Bill, BillDue } from '../../../../shared/api/submissions/tax-types';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';

/**
 * The form's two values that are not fields (decision 075): the register's bill number being
 * paid, and the last lookup of the bill as JSON. Both live in the form's values so that the draft
 * keeps them, offline and after a reload, and the draft's wipe (sign-out, a kiosk's clear) removes them.
 */
export const BILL_NUMBER = 'billNumber';
export const REGISTER_BILL = 'registerBill';

/** The last lookup: the register's bill of `number`, or what the server said when it held none. */
export type BillLookup =
  { number: string; at: string; bill: Bill } | { number: string; at: string; missing: { error: string; selfAssessment: boolean } };

/** A number as the register matches it: upper case, without spaces. */
const numberKey = (value: string) => value.toUpperCase().replace(/\s/g, '');

/** The lookup kept in the form's values, when it is about the number now typed. */
export function lookupOf(definition: TaxDefinition, values: Readonly<Record<string, string>>): BillLookup | null {
  const saved = values[REGISTER_BILL];
  if (!saved) return null;
  try {
    const lookup = JSON.parse(saved) as BillLookup;
    return numberKey(lookup.number) === numberKey(values[definition.numberField] ?? '') ? lookup : null;
  } catch {
    return null;
  }
}

/** A demand's period or bill month: the value the form's period field takes. */
export const periodOf = (due: BillDue): string => due.period ?? due.billMonth ?? '';

/**
 * The demand the form is paying: the one its bill number names when that is of the period chosen,
 * else the chosen period's unpaid demand (or its paid one, to say so). Null without a bill.
 */
export function chosenDue(definition: TaxDefinition, values: Readonly<Record<string, string>>): BillDue | null {
  const lookup = lookupOf(definition, values);
  if (!lookup || !('bill' in lookup)) return null;
  const period = values[definition.period.name] ?? '';
  const forPeriod = lookup.bill.dues.filter((due) => periodOf(due) === period);
  return (
    forPeriod.find((due) => due.billNumber === values[BILL_NUMBER]) ?? forPeriod.find((due) => due.status === 'due') ?? forPeriod[0] ?? null
  );
}
