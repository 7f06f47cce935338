import { todayInIndia } from '../common/dates';
import { rupeesToPaise } from '../common/money';
import type { TaxDefinition } from './tax-definition-types';

/**
 * Spec section 5: the flat late fee is charged when the due date is before now. The due date is
 * a calendar date in India, so a bill due today is not late anywhere in the world today.
 */
export function lateFeePaise(definition: TaxDefinition, dueDate: string, now: Date = new Date()): number {
  return dueDate < todayInIndia(now) ? rupeesToPaise(definition.lateFeeRupees) : 0;
}
